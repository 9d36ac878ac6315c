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

/** A listed given name as written or folded (Jörg, Łukasz → lukasz). */
export const listedGiven = (w: string, ambiguousOk = false) => isGivenName(w, ambiguousOk) || isGivenName(foldName(w), ambiguousOk);
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
bv nv plc oy oyj asa aps ab as sp bygg bau bouw byggnad rakennus maleri måleri malerei schilder vvs rør rørlegger elektro
akeri åkeri transport logistik logistiikka kuljetus frakt stad städ städning renhold siivous kiinteistö fastigheter eiendom ejendom
bakkerij bageri leipomo bäckerei slagerij kapsalon frisør frisör parturi tilitoimisto redovisning revisjon advokatbyrå advokatfirma
konsult konsulting group gruppe grupo groupe holding holdings partners partner associates consulting services solutions
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
  validate(value, context) {
    if (value.includes('/')) return 'invalid';
    const f = fieldName(value);
    if (!f) return 'invalid';
    if (f.words.some((w) => w.split('-').some((p) => COMPANY.has(foldName(p))))) return 'invalid';
    if (f.words.length === 1) return labelledFieldName(value) ? 'valid' : 'invalid';
    if (f.words.some(everyday)) return 'invalid';
    // A bare "name"/"nom"/"namn" key names themes, fonts, ships and GPU architectures after people (Aurora Borealis,
    // Ada Lovelace, Sigrid Undset): it counts only when its object holds a key that belongs to a person; then an
    // unlisted name (Aapo Väisänen beside "birth") is read as strictly as after a closing formula.
    if (context?.text !== undefined && context.start !== undefined && BARE_NAME_KEY.test(context.text.slice(Math.max(0, context.start - 24), context.start))) {
      if (!personSibling(context.text, context.start, context.end ?? context.start, f.words)) return 'invalid';
      return f.words.some(listedAny) || looseName(f) ? 'valid' : 'invalid';
    }
    return f.words.some(listedAny) ? 'valid' : 'invalid';
  },
};

/** A bare generic name key right before the value: "name": ", 'nom': ', "namn":" (not first_name, full_name). */
const BARE_NAME_KEY = /(?<![\p{L}\p{N}_])["'](?:name|nom|nombre|nome|naam|namn|nimi|navn)["'][ \t]{0,3}[:=][ \t]{0,3}["']$/iu;

/** A key of the same object that only a person's record holds (date of birth, national id, passport, gender, age). */
const PERSON_KEY = /["'](?:ssn|social_security(?:_number)?|national_?id|personnummer|personnr|f[oø]dselsnummer|cpr|hetu|henkilotunnus|pesel|bsn|nino|passport(?:_?(?:no|number|nr))?|first_?name|last_?name|given_?name|family_?name|surname|patient_?id|employee_?id)["'][ \t]{0,3}:/iu;
/** Keys that people, pets, characters and brands all have (a cat's gender, a beer's age): evidence only for a fully listed name. */
const WEAK_PERSON_KEY = /["'](?:dob|d_o_b|birth_?date|birthdate|date_?of_?birth|birthday|born|geburtsdatum|f[oö]delsedatum|f[oø]dselsdato|syntym[aä]aika|geboortedatum|data_urodzenia|date_de_naissance|fecha_de_nacimiento|gender|sex|age|nationality|marital_status|salary)["'][ \t]{0,3}:/iu;
/** Keys of a thing or an animal: species, breed, type, model, brand. */
const THING_KEY = /["'](?:species|breed|type|kind|category|model|brand|product|sku|rasa|ras|rotu|art|soort)["'][ \t]{0,3}:/iu;

/**
 * Whether the JSON object around the value (from the nearest '{' before it to the nearest '}' after it) holds a
 * key that belongs to a person, or an e-mail address whose local part holds one of the name's words
 * (ingrid.solberg@…).
 */
function personSibling(text: string, start: number, end: number, words: readonly string[]): boolean {
  const open = text.lastIndexOf('{', start);
  const close = text.indexOf('}', end);
  const obj = text.slice(open < 0 ? Math.max(0, start - 300) : open, close < 0 ? Math.min(text.length, end + 300) : close + 1);
  if (PERSON_KEY.test(obj)) return true;
  if (WEAK_PERSON_KEY.test(obj) && !THING_KEY.test(obj) && words.length >= 2 && words.every(listedAny)) return true;
  return mailHoldsName(obj, words);
}

/** German and Nordic letters as e-mail addresses spell them (Jörg → joerg, Åse → aase). */
const SPELLED: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', å: 'aa', ø: 'oe', æ: 'ae' };

/** Whether an e-mail address in `text` holds one of the name's words (3+ letters) in its local part (joerg.baumgaertner@…). */
function mailHoldsName(text: string, words: readonly string[]): boolean {
  const forms = words.flatMap((w) => {
    const lower = w.toLowerCase();
    return [foldName(w), lower.replace(/[äöüßåøæ]/g, (c) => SPELLED[c] ?? c)];
  }).filter((w) => w.length >= 3);
  for (const m of text.matchAll(/([\w.+-]{3,64})@[\w-]+\.[\w.]+/gu)) {
    const local = m[1].toLowerCase();
    const localFolded = foldName(m[1]);
    if (forms.some((w) => local.includes(w) || localFolded.includes(w))) return true;
  }
  return false;
}

/**
 * The value after a label that names people and things alike (Name, Nombre, Nome, Nom, Naam, Patient, Passenger):
 * every word must be a listed name or too rare for everyday English ("Plan Básico", "Build Server" are refused),
 * and one must be an unambiguous listed given name or a listed surname that is no everyday word, or two must be
 * listed, or the value is written the way forms write names ("WASHINGTON, DeShawn L.").
 */
export const personFieldName: Validator = {
  name: 'person_field_name',
  confirms: false,
  validate(value, context) {
    const f = fieldName(value);
    if (!f || f.words.some(everyday)) return 'invalid';
    // A single word (Name: Jenkins, Name: Watson, Name: Ferrari) names a service, a product or a pet as often as a person.
    if (f.words.length < 2) return 'invalid';
    if (f.words.some((w) => w.split('-').some((p) => COMPANY.has(foldName(p))))) return 'invalid';
    const listed = f.words.filter(listedAny).length;
    if (listed === f.words.length || (f.structured && listed >= 1)) return 'valid';
    // Two or three title-case words, none of them English (Lachlan Whitcombe, Eetu Kallioniemi): the lists hold few
    // Nordic, Finnish or Italian given names. A label that names a person (Patient, Passenger, Name des Kunden, Ny
    // medlem) is enough; a bare Name/Nom/Nome/Naam/Nimi label names reports and products in other languages too
    // (Nome: Relatório Mensal), so it also needs the scanned window (its chunk) to hold a field that only a person has
    // (date of birth, a national id, a passport), never an e-mail, phone or address alone.
    if (!looseName(f)) return 'invalid';
    if (!context?.match) return 'invalid';
    if (context.text !== undefined && context.end !== undefined && ANIMAL_AFTER.test(context.text.slice(context.end, context.end + 60))) return 'invalid';
    const label = context.match.slice(0, Math.max(0, context.match.lastIndexOf(value.trim())));
    if (!GENERIC_LABEL.test(label)) return 'valid';
    return context.text !== undefined && PERSONAL_FIELD.test(context.text) ? 'valid' : 'invalid';
  },
};

/** A label that names people and things alike: Name, Nom, Nombre, Nome, Naam, Namn, Navn, Nimi (any case). */
const GENERIC_LABEL = /^[^\p{L}]*(?:name|nom|nombre|nome|naam|namn|navn|nimi)(?!\p{L})[^\p{L}]*$/iu;

/**
 * Another field of the same record that only a person has: a date of birth, a national id or a passport. An e-mail,
 * a phone or an address is no such field: events, firms and products have them too (Namn: Vasaloppet Öppet Spår,
 * E-post: info@…).
 */
const PERSONAL_FIELD = new RegExp(
  String.raw`(?<!\p{L})(?:date of birth|dob|d\.o\.b|birth ?date|born|geburtsdatum|geboren|geboortedatum|f[oö]delsedatum|f[oø]dselsdato|syntym[aä]aika|data urodzenia|date de naissance|fecha de nacimiento|data di nascita|data de nascimento|ssn|tfn|pesel|personnummer|personnr|f[oø]dselsnummer|cpr-?nr|cpr-?nummer|hetu|henkil[oö]tunnus|bsn|burgerservicenummer|nino|national insurance|social security|tax file number|steuer-?id|codice fiscale|nif|dni|passport|passeport|pasaporte|paspoort|reisepass|passnummer|passin numero|numer paszportu)(?!\p{L})[^\p{L}\d\n]{0,6}(?:\p{L}{1,8}\.?[^\p{L}\d\n]{1,3})?\p{Lu}{0,2}\d`,
  'iu',
);

/** Words that name a department, a team or a desk rather than a person, in the languages a signature is written in. */
const ORG_UNIT = new Set(`
team teams support service services kundtjanst kundservice kundeservice kundesenter kundendienst kundenservice kundenbetreuung
asiakaspalvelu asiakastuki klantenservice klantendienst obsluga biuro zespol dzial equipe equipo servicio servizio
assistenza atendimento suporte abteilung afdeling avdelning avdeling osasto redaktion redactie redaction redazione
sekretariat secretariaat secretariat secretaria segreteria vorstand direktion geschaftsfuhrung personalabteilung
buchhaltung contabilidad contabilita boekhouding ekonomi talous ksiegowosc helpdesk hotline office kontor toimisto
verwaltung administration administracion amministrazione administratie hallinto kommun kunta gemeente gemeinde stadt
`.split(/\s+/).filter(Boolean));

/**
 * Institutions, clubs, venues, trades and everyday nouns of the other languages that a name label or a closing formula
 * is followed by as often as a person (Hammarby Fotboll, Kallion Lukio, Kela Kortti, Efteling Abonnement, Anne Frank
 * Huis, Astrid Lindgrens Värld, Bodegas Torres), folded. The English vocabulary test does not know them.
 */
const INSTITUTION = new Set(`
fotboll fotbollsklubb fotball fodbold jalkapallo pilka futbol voetbal fussball calcio ballklub ballklubb idrottsforening
idrettslag seura urheiluseura klubb klub club klubi kerho kor koor chor orkester orkest lukio gymnasium gymnasiet
laitos sahkolaitos virasto keskus poczta apteka szpital
kort kortti karte carte carta tarjeta karta kaart abonnement abonnemang abbonamento abono sesongkort arskort kausikortti
biljett billett billet lippu bilet ticket identita identidad identite identiteit tessera
hus huis casa maison villa huvila varld hemmet museet museum museo muzeum musee slott slottet linna schloss kasteel
palats palace palacio palazzo teater teatern teatret theater teatro stadion stadium estadio arena park parken tradgard
garden tuin kloster klostret abtei abbey luostari klasztor kirken kyrkan bodega bodegas vinos winery weingut cerveceria
blomster blommor kukka bloemen fiori flores
`.split(/\s+/).filter(Boolean));
/** The same as stems inside compounds (Sähkölaitos, Kaupunginmuseo, Stadsteatern, Klosterverwaltung). */
const INSTITUTION_STEM = /(?:laitos|seura|kerho|klubb|fotboll|lukio|museo|museum|museet|teatern|teatret|verwaltung|kontoret|kortti|sesongkort|abonnement)$/u;

/** An animal's species or breed right after the value ("Patient: Luna Karhu (koira, 4 v)"): a pet, not a person. */
const ANIMAL_AFTER = /^[^\n]{0,40}(?<!\p{L})(?:koira|kissa|hevonen|hund|katt|hest|häst|kat|hond|paard|pies|kot|koń|perro|gato|caballo|cane|gatto|cavallo|chien|chat|cheval|dog|cat|horse|puppy|kitten|valp|pentu|breed|rasa|ras|rotu|rase|race|raza|razza|species)(?!\p{L})/iu;

/**
 * Two or three words in title case (a hyphenated part each in title case too), none an everyday word of English
 * that is no listed name, none a firm's or a department's word: a person's name written after a clear label or a
 * closing formula, whether or not the lists know it ("Name: Lachlan Whitcombe", "Viele Grüße\nHenrike
 * Wassermann-Lutz"). "Release Candidate", "Summer Sale", "Kundtjänst Stockholm", "Acme GmbH" are refused.
 */
function looseName(f: FieldName): boolean {
  if (f.words.length < 2 || f.words.length > 3) return false;
  for (const w of f.words) {
    const parts = w.split('-');
    if (!parts.every((p) => /^(?:Mc|Mac|O['’]|D['’])?\p{Lu}[\p{Ll}\p{M}]{1,24}$/u.test(p))) return false;
    if (everyday(w)) return false;
    if (parts.some((p) => COMPANY.has(foldName(p)) || ORG_UNIT.has(foldName(p)) || SIGNOFF_ORG.has(foldName(p)) || INSTITUTION.has(foldName(p)) || INSTITUTION_STEM.test(foldName(p)))) return false;
    if (parts.some((p) => !listedAny(p) && isVocabularyWord(foldName(p)))) return false;
    // A plural or derived form of an English word (Dashboards, Releases) is missing from the vocabulary.
    if (parts.some((p) => !listedAny(p) && englishStems(p).some((x) => x.length > 3 && isVocabularyWord(foldName(x))))) return false;
  }
  return true;
}

/** The English stems a word would have as a plural, a past participle or a gerund (Dashboards, Releases, Pending). */
function englishStems(w: string): string[] {
  if (/es$/.test(w)) return [w.slice(0, -1), w.slice(0, -2)];
  if (/[^s]s$/.test(w)) return [w.slice(0, -1)];
  if (/ed$/.test(w)) return [w.slice(0, -1), w.slice(0, -2)];
  if (/ing$/.test(w)) return [w.slice(0, -3), `${w.slice(0, -3)}e`];
  return [];
}

/**
 * A person's name on its own line after a closing formula (Kind regards, Mit freundlichen Grüßen, Cordialement,
 * Atentamente, Cordiali saluti, Met vriendelijke groet, Med vänliga hälsningar, Ystävällisin terveisin, Z poważaniem,
 * Com os melhores cumprimentos): two or three title-case words, listed or not, none of English or a firm's or a
 * department's word ("The Support Team", "Kundtjänst Stockholm", "Product Management" are refused).
 */
export const personSignoffName: Validator = {
  name: 'person_signoff_name',
  confirms: false,
  validate(value, context) {
    const f = fieldName(value);
    if (!f || f.structured || !looseName(f)) return 'invalid';
    // Organisations, authorities, departments, cities and countries sign too, in every language (Skatteverket Solna,
    // Poczta Polska, Tryg Forsikring, Tampereen Kaupunki): such a word is never a name here.
    if (f.words.some((w) => w.split('-').some((p) => SIGNOFF_ORG.has(foldName(p))))) return 'invalid';
    // A genitive place (Astrid Lindgrens Värld, Henrik Ibsens Hus): a person's name with -s before a noun.
    if (f.words.length === 3 && /[^s]s$/u.test(f.words[1]) && !listedSurname(f.words[1]) && !listedAny(f.words[2])) return 'invalid';
    // A department or desk on the next line (Afdeling Educatie, Receptionen, Klosterverwaltung, Billetkontoret).
    if (context?.text !== undefined && context.end !== undefined && DEPT_LINE.test(context.text.slice(context.end, context.end + 80))) return 'invalid';
    // A listed given name first (not one that is also an everyday word: Will, Grace) is a person's name as it stands.
    if (listedGiven(f.words[0])) return 'valid';
    // Otherwise a sign of a person on the next lines: a job title, a personal phone, or an e-mail holding the name.
    if (context?.text === undefined || context.end === undefined) return 'invalid';
    const next = context.text.slice(context.end, context.end + 160).split('\n').slice(0, 4).join('\n');
    if (PERSON_SIGN.test(next)) return 'valid';
    return mailHoldsName(next, f.words) ? 'valid' : 'invalid';
  },
};

/**
 * A job title or a personal phone on the lines after a signature (Senior Account Manager, Projektledare,
 * Sachbearbeiterin, asiantuntija, kierownik, Mob. +46 70 …). "i.A." and "p.p." (signing on behalf of a firm) are no
 * such sign.
 */
const PERSON_SIGN = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:senior |junior |chief |head of |lead )?(?:manager|director|engineer|developer|consultant|advisor|adviser|specialist|coordinator|assistant|analyst|accountant|officer|executive|partner|attorney|lawyer|paralegal|recruiter|architect|designer|nurse|physician|doctor|professor|lecturer|teacher|ceo|cto|cfo|coo|founder|co-founder|owner|president|secretary|buyer|purchaser|representative|supervisor|administrator|technician|planner|controller|editor|researcher|scientist|associate|intern)|inköpare|administratör|samordnare|innkjøper|indkøber|ostaja|hankinta-asiantuntija|zaopatrzeniowiec|einkäufer(?:in)?|inkoper|acheteur|acheteuse|comprador[a]?|compratore|vd|verkställande direktör|projektledare|handläggare|rådgivare|ingenjör|säljare|kundansvarig|ekonom|jurist|advokat|sjuksköterska|läkare|lärare|daglig leder|rådgiver|saksbehandler|konsulent|prosjektleder|sykepleier|lege|direktør|projektleder|sagsbehandler|sygeplejerske|toimitusjohtaja|asiantuntija|päällikkö|johtaja|suunnittelija|myyjä|koordinaattori|lakimies|sairaanhoitaja|lääkäri|opettaja|kierownik|dyrektor|specjalista|specjalistka|konsultant|konsultantka|doradca|prezes|księgowa|księgowy|radca prawny|adwokat|lekarz|nauczyciel|geschäftsführer(?:in)?|leiter(?:in)?|referent(?:in)?|sachbearbeiter(?:in)?|berater(?:in)?|projektleiter(?:in)?|rechtsanwalt|rechtsanwältin|directeur|directrice|responsable|chargée?|gérante?|avocate?|directora?|jefe|jefa|gerente|abogad[oa]|responsabile|direttore|direttrice|avvocato|medewerker|adviseur|projectleider|advocaat|diretora?|assessora?|advogad[oa]|mob\.?|mobile|mobil|mobiel|cell|handy|gsm|matkapuhelin|puh\.|komórka|tel\. ?kom\.|direct line|direkt|durchwahl)(?![\p{L}])`,
  'iu',
);

/** Organisations, authorities, departments, cities, countries and trades that sign letters, folded, in the 12 languages. */
const SIGNOFF_ORG = new Set(`
sverige norge danmark suomi finland polska deutschland osterreich schweiz suisse nederland belgie espana italia portugal
brasil france europe europa nordic nordisk nordiska norden scandinavia skandinavien international global
stockholm goteborg malmo uppsala solna oslo bergen trondheim kobenhavn aarhus odense helsinki helsingin helsingfors tampere
tampereen turku turun espoo espoon vantaa oulu oulun warszawa krakow krakowa gdansk lodz wroclaw poznan lisboa porto madrid
barcelona roma milano berlin munchen hamburg wien zurich paris lyon amsterdam rotterdam utrecht bruxelles
kaupunki kaupungin kunta kunnan kommun kommune kommunen stad staden stadt gemeente gmina gminy miasto miasta urzad zarzad
wspolnoty poczta skatteverket forsakringskassan arbetsformedlingen nav skat skattetaten vero verohallinto kela zus
belastingdienst finanzamt forsikring forsakring vakuutus ubezpieczenia pankki banken banki energia energi viihde kanal
geral caixa hochschulgemeinde gemeinde kirche kyrka kirke seurakunta parafia universitet yliopisto uniwersytet hogskola
skola koulu szkola forening forbund forbundet yhdistys liitto stowarzyszenie fundacja stiftelse saatio verein
ministerstwo ministeriet ministerio ministero ministerie ministerium departementet regeringen hallitus rzad
polisen politiet poliisi policja tullverket tulli posten postnord bring itella
`.split(/\s+/).filter(Boolean));


/** The next line names a department or a desk, not a person's title. */
const DEPT_LINE = /^[ \t,]{0,3}\r?\n[ \t]{0,3}(?:afdeling|afdelingen|avdelning|avdelningen|avdeling|avdelingen|abteilung|osasto|dział|secretar[ií]a|departamento|département|reception|receptionen|bokningen|booking|kassa|tour|\p{L}{0,30}(?:kontoret|kontor|verwaltung|tapahtumat|receptionen|bokningen|afdelingen))(?!\p{L})/iu;
