import { isFunctionWord, isGivenName, isNotName, isSurname, isVocabularyWord } from './name-lists.ts';
import type { Validator } from './types.ts';

/**
 * The value of a labelled form field that names a person ("Surname: OKONKWO", "Prénoms : Élodie Marie",
 * "Name, Vorname: Yilmaz, Serkan", "Naam: F.J. (Fenna) van der Berg-Jansen"): forms write names in upper case,
 * with initials, a call name in brackets, particles (van der, de la) and as "SURNAME, Given", which the
 * prose name validators do not accept.
 */

/** Lower-case particles inside a name (van der Berg, de la Fuente, dos Santos, bin Rashid). */
const PARTICLES = new Set('van von der den de del della dela di da das do dos du des la le ter ten te y e i bin binti ibn al el zu zur dei degli af av'.split(' '));

/** What a name field is sometimes filled with instead of a name (person-introduced.ts refuses these too). */
export const PLACEHOLDERS: ReadonlySet<string> = new Set(`unknown anonymous redacted private hidden required optional none
null undefined empty blank test user admin administrator guest customer client n/a na tbd tba`.split(/\s+/));

/** Words a name field holds when it holds no name: placeholders, types, and the other columns' headers. */
const FIELD_WORDS = new Set([...PLACEHOLDERS, ...`
anonym anonyme anonimo anoniem nil tbc string str text varchar char int
integer pflichtfeld obligatoire obligatorio obbligatorio verplicht wymagane obrigatorio unbekannt inconnu desconocido
sconosciuto onbekend nieznany nieznane desconhecido keine kein aucun ninguno nessuno geen brak nenhum xxx xx yyy zzz
lorem ipsum foo bar baz example sample dummy placeholder withheld confidential same above below see
name names surname surnames forename forenames vorname vornamen nachname familienname zuname geburtsname prenom prenoms
nom nombre nombres apellido apellidos nome nomes cognome nazwisko imie imiona naam voornaam voornamen achternaam
roepnaam sobrenome apelido given first last family middle full maiden patient passenger employee
email e-mail mail phone telephone telefon telefono tel mobile handy fax address adresse adres direccion indirizzo
endereco date datum fecha data dob birth birthday geburtsdatum geboortedatum age alter edad eta gender geschlecht sexe
sexo sex id nr no number nummer numero type typ tipo status value wert valeur valor default description beschreibung
title titel titre role position department abteilung city stadt ville ciudad citta cidade country land pays pais
paese nationality nationalitat nationalite nacionalidad signature unterschrift initials
siehe anlage anhang beilage ver vea anexo adjunto voir piece jointe annexe vedi allegato zie bijlage zobacz zalacznik
informado informada informiert niet nicht nao non ingevuld ausgefullt rempli renseigne indicado indicato geschwarzt
geschwaerzt caviarde censurado oscurato zwartgemaakt zaczerniony facultatif facultativo facoltativo opcional opzionale
optioneel opcjonalne opcjonalny freiwillig erforderlich requis requerido requerida richiesto obrigatoria wymagany
alphanumeric alphanumerisch alphanumerique alfanumerico alfanumeriek numeric numerisch texto testo tekst texte leer
vide vacio vazio leeg vuoto puste masked maskiert anonymisiert pseudonymisiert vertraulich confidentiel confidencial
riservato vertrouwelijk poufne personalnummer kostenstelle gehalt lohn funktion stelle eintritt austritt cargo sueldo
salario puesto departamento salaire poste service fonction embauche functie afdeling salaris stanowisko dzial
wynagrodzenie qualifica mansione stipendio reparto matricola salary wage pflicht lookup
fornamn efternamn mellannamn fornavn efternavn etternavn mellomnavn mellemnavn etunimi sukunimi jmeno prijmeni meno
priezvisko ad adi adı soyad soyadi soyadı isim keresztnev vezeteknev utonev csaladnev ονομα επωνυμο ονοματεπωνυμο
имя фамилия отчество ім'я прізвище по-батькові име презиме nume prenume ime prezime priimek vardas pavarde vards
uzvards eesnimi perekonnanimi nama mismatch mismatched unverified
`.split(/\s+/).filter(Boolean)]);

/** One part of a name word: Title case (with Mc/Mac/O'/D'/De/Van prefixes) or upper case (O'BRIEN). */
const NAME_PART = /^(?:(?:Mc|Mac|De|Di|Da|Du|La|Le|Van|Von|\p{Lu}['’])?\p{Lu}[\p{Ll}\p{M}]+(?:['’]\p{Ll}+)?|\p{Lu}['’]?[\p{Lu}\p{M}]+)$/u;
const INITIALS = /^(?:\p{Lu}\.?|(?:\p{Lu}\.){2,4}|\p{Lu}\.(?:-\p{Lu}\.){1,3})$/u;
const VOWEL = /[AEIOUYÀ-ÖØ-Ýaeiouyà-öø-ý]/u;

/** Accents and ł folded, lower case: the name lists are mostly written without accents (Maria, Joao, Malgorzata). */
export function foldName(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').toLowerCase();
}

const listedGiven = (w: string, ambiguousOk = false) => isGivenName(w, ambiguousOk) || isGivenName(foldName(w), ambiguousOk);
const listedSurname = (w: string, strongOnly = false) => isSurname(w, strongOnly) || isSurname(foldName(w), strongOnly);
/** O'Connell, McAllister, MacLeod: the Gaelic patronymic prefixes make a word a surname. */
const GAELIC = /^(?:O['’]\p{Lu}|Mc\p{Lu}|Mac\p{Lu}\p{Ll}{2})/u;
/** Listed as a given name (also one that is a word, Grace, Rose) or a surname (also Brown, King), any part. */
const listedAny = (w: string) => GAELIC.test(w) || w.split('-').some((p) => listedGiven(p, true) || listedSurname(p));
/** A word of everyday English (tokenizer vocabulary), accents folded, no part listed as a name. */
const everyday = (w: string) => !listedAny(w) && w.split('-').every((p) => isVocabularyWord(foldName(p)));

export interface FieldName {
  /** Full name words (not initials or particles), a bracketed call name included. */
  words: string[];
  /** "SURNAME, Given", an initial or a bracketed call name: the structure of a name written on a form. */
  structured: boolean;
}

/** The name words of a field value, or null when the value is not shaped like a person's name. */
export function fieldName(value: string): FieldName | null {
  const t = value.trim();
  // A full stop after the last word ends the sentence; after an initial (DeShawn L.) it belongs to it.
  const v = /(?<!\p{L})\p{Lu}\.$/u.test(t) ? t : t.replace(/\.$/, '');
  // One comma or slash between surname and given names (WASHINGTON, DeShawn; ABUBAKAR/MUSA as airlines write it).
  const commas = (v.match(/[,/]/g) ?? []).length;
  if (commas > 1) return null;
  const tokens = v.split(/[\s,/]+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 8) return null;
  const words: string[] = [];
  let structured = commas === 1;
  for (const [i, t] of tokens.entries()) {
    if (PARTICLES.has(t)) {
      if (i === tokens.length - 1) return null;
      continue;
    }
    if (INITIALS.test(t)) {
      structured = true;
      continue;
    }
    const paren = /^\((.+)\)$/u.exec(t);
    const w = paren ? paren[1] : t;
    if (paren) structured = true;
    if (!w.split('-').every((p) => NAME_PART.test(p))) return null;
    words.push(w);
  }
  if (words.length === 0 || words.length > 5) return null;
  for (const w of words) {
    const f = foldName(w);
    // A listed two-letter surname in title case (Na, Yu, Oh) is a name, though the lists hold NA and "na" as placeholders.
    const korean = words.length === 1 && /^\p{Lu}\p{Ll}$/u.test(w) && listedSurname(w);
    if ((isFunctionWord(w) && !korean) || (isNotName(w) && !listedSurname(w)) || (FIELD_WORDS.has(f) && !korean)) return null;
    if (!korean && w.split('-').some((p) => FIELD_WORDS.has(foldName(p)))) return null;
    // An upper-case word with no vowel is an abbreviation (SSN, DB, XML), unless it is a surname (NG).
    if (w === w.toUpperCase() && !VOWEL.test(w) && !listedSurname(w)) return null;
  }
  return { words, structured };
}

/**
 * The value after a label that itself says it is a person's name (Surname, Forename(s), Vorname, Prénom,
 * Apellidos, Cognome, Nazwisko, Voornaam, or a generic Name label with a title: "Naam: mevrouw …"): the label is
 * the evidence, so the words need not be listed; only two or more everyday words none of which is a listed name
 * ("Enter Text", "Not Provided") are refused.
 */
export function labelledFieldName(value: string): boolean {
  const f = fieldName(value);
  if (!f) return false;
  // One word alone ("| Surname | Salary |", "Nachname: Geschwärzt", "| Cognome | Qualifica |") is a column header
  // or a hint as often as a name: it must be a listed name (Brown, Na) or no word of English (Krohn, OKONKWO);
  // the other languages' headers and hints are in FIELD_WORDS.
  if (f.words.length === 1 && !f.structured) {
    const w = f.words[0];
    // Derived English words (Encrypted, Sortable, Pseudonymised) are missing from the vocabulary but are no names.
    if (!listedAny(w) && /(?:[^e]ed|able|ible|i[sz]ed|i[sz]ing)$/i.test(w)) return false;
    return listedAny(w) || w.split('-').every((p) => !isVocabularyWord(foldName(p)));
  }
  return !(f.words.length >= 2 && f.words.every(everyday));
}

/** Words that make a value a firm, shop or brand rather than a person (Farmacia García, Mercedes-Benz, Smith & Co). */
const COMPANY = new Set(`
farmacia pharmacy apotheke apotheek bank banco banque banca gmbh ag kg ohg ug ltd llc llp inc corp co sa sas sarl srl spa
bv nv plc oy ab as group gruppe grupo groupe holding holdings partners partner associates consulting services solutions
systems technologies benz motors motor hotel restaurant cafe caffe clinic klinik clinica store shop markt market
supermarkt supermercado foods airlines airways insurance versicherung stiftung foundation fundacion university
universidad universitat school schule college institute institut instituto ventures capital labs studio studios
`.split(/\s+/).filter(Boolean));

/**
 * The value of a machine-readable name key (first_name, lastName, "surname", vorname): machine data puts more than
 * names there (a repository's owner/name under full_name, a product under fullName, a translation file's label), so
 * the value is read more strictly than after a form's label: no slash, no firm word, one word as on a form (listed,
 * or no word of English; a name-field label in any language refused), two or more words with a listed name among
 * them and no everyday word that is no name (Kubernetes Dashboard, Renovate Bot, Acme Widgets, Grafana Loki).
 */
export const personKeyName: Validator = {
  name: 'person_key_name',
  confirms: false,
  validate(value) {
    if (value.includes('/')) return 'invalid';
    const f = fieldName(value);
    if (!f) return 'invalid';
    if (f.words.some((w) => w.split('-').some((p) => COMPANY.has(foldName(p))))) return 'invalid';
    if (f.words.length === 1) return labelledFieldName(value) ? 'valid' : 'invalid';
    if (f.words.some(everyday)) return 'invalid';
    return f.words.some(listedAny) ? 'valid' : 'invalid';
  },
};

/**
 * The value after a label that names people and things alike (Name, Nombre, Nome, Nom, Naam, Patient, Passenger):
 * every word must be a listed name or too rare for everyday English ("Plan Básico", "Build Server" are refused),
 * and one must be an unambiguous listed given name or a listed surname that is no everyday word, or two must be
 * listed, or the value is written the way forms write names ("WASHINGTON, DeShawn L.").
 */
export const personFieldName: Validator = {
  name: 'person_field_name',
  confirms: false,
  validate(value) {
    const f = fieldName(value);
    if (!f || f.words.some(everyday)) return 'invalid';
    // A single word (Name: Jenkins, Name: Watson, Name: Ferrari) names a service, a product or a pet as often as a person.
    if (f.words.length < 2) return 'invalid';
    if (f.words.some((w) => w.split('-').some((p) => COMPANY.has(foldName(p))))) return 'invalid';
    const listed = f.words.filter(listedAny).length;
    if (listed === f.words.length || (f.structured && listed >= 1)) return 'valid';
    return 'invalid';
  },
};
