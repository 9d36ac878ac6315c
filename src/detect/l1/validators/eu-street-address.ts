import { isGivenName, isVocabularyWord, NAME_TOKEN } from './name-lists.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Words that open a street name in continental Europe: a Romance street type before the name (Via Roma,
 * Calle Mayor, 12 rue de la Paix; the Spanish abbreviations C/, Avda., Pº, Pza., Ctra.), a German preposition (Am Jägerhof, In der Wiese) or a Polish street-type
 * abbreviation (ul. Marszałkowska, al. Jerozolimskie, pl. Grunwaldzki, os. Piastowskie).
 */
const OPENER =
  /^(?:[Uu]l\.|[Aa]l\.|[Pp]l\.|[Oo]s\.|C\/|Avda\.|Pº|P\.º|Pza\.|Ctra\.|Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Calle|Avenida|Paseo|Plaza|Carrer|Passeig|Rua|Travessa|Praça|Rambla|Ronda|Camino|Carretera|[Rr]ue|[Aa]venue|[Bb]oulevard|[Pp]lace|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Cc]ours|Am|Im|Zum|Zur|(?:In|An|Auf|Unter|Hinter|Vor) (?:der|den|dem))(?!\p{L})/u;

/**
 * A street type written as a word after a genitive, in Norwegian and Danish (Karl Johans gate, Thorvald Meyers gate,
 * Rosenkrantz' gate). It is a street only when some word of the name is not English ("Passengers gate 12" is an
 * airport's): see nordicGenitive.
 */
const NORDIC_GENITIVE = /^(?:\p{Lu}[\p{Ll}\p{M}]+ ){0,2}\p{Lu}[\p{Ll}\p{M}]+(?:s|['’]) (?:gate|gata|vei|veien|plass|vej|gade)$/u;

/**
 * Some word of a genitive street name, as written, is outside the English vocabulary (Kongens, Thereses; not
 * Passengers, Users). Read with its s: the name without it is often a given name the vocabulary holds (Therese).
 */
function nordicGenitive(street: string): boolean {
  if (!NORDIC_GENITIVE.test(street)) return false;
  return street.split(' ').slice(0, -1).some((w) => !isVocabularyWord(w.replace(/['’]$/, '')));
}

/** German and Dutch street types written after the name. */
const STREET_TYPE = String.raw`(?:Stra(?:ss|ß)e|Str\.?|Weg|Gasse|Platz|Allee|Damm|Ufer|Chaussee|Ring|Steig|Pfad|Markt|Straat|Laan|Gracht|Plein|Kade)`;

/** A street type written as its own word after the name (Dresdener Str., Kumper Weg, Berliner Allee). */
const TYPE_WORD = new RegExp(`^${STREET_TYPE}$`, 'u');

/** A hyphenated street name ending in a street type (Kaiser-Wilhelm-Allee, Georg-von-Vollmar-Str.). */
const HYPHENATED = new RegExp(String.raw`\p{L}-(?:\p{L}+-)*${STREET_TYPE}$`, 'u');

/** Words of English prose that a street-shaped match must not be made of ("Chapter 3, 12345 Words"). */
const PROSE = new Set(`the and or of on at to for from by with my your his her our their this that is are was were be been has
have had will would can could may might must not no all any some every each chapter page step part section figure table item
version level room floor gate row seat line order invoice ticket case`.split(/\s+/));

/**
 * A street address in a continental European layout (street name and house number, optional postcode and city),
 * found by the street-address-eu rule. The house number must not start with 0 and a postcode must not be all
 * zeros. Unless a street type opens the name, some word of it must be outside the English vocabulary: German,
 * Dutch and Nordic street names are (Hauptstraße, Kerkstraat, Entenpfuhl, Dresdener Str.), while "Spring 5",
 * "Brigade 3" or "Windows 10, 20000 Users" are made of English words.
 * No checksum: 'valid' keeps the rule's score.
 */
export const euStreetAddress: Validator = {
  name: 'eu_street_address',
  confirms: false,
  validate(value, context) {
    const base = streetShape(value);
    if (base !== 'valid') return base;
    if (placeholderStreet(value)) return 'invalid';
    return warehouseAddressee(context) || italianPublicProperty(context) || firmAddressee(context) ? 'invalid' : base;
  },
  why: (value, context) =>
    placeholderStreet(value)
      ? 'a placeholder street (Musterstraße, Voorbeeldstraat …)'
      : firmAddressee(context)
        ? FIRM_ADDRESSEE_REASON
        : undefined,
};

/**
 * A placeholder street written the way forms and manuals give an example (Musterstraße 12, 12345 Musterstadt;
 * Beispielweg, Voorbeeldstraat, Exempelgatan, Eksempelvej, Via Esempio, Calle Ejemplo): a word of the address opens
 * with the language's "example" word.
 */
function placeholderStreet(value: string): boolean {
  return /(?<![\p{L}])(?:Muster|Beispiel|Voorbeeld|Exempel|Eksempel|Esempio|Ejemplo|Exemplo|Exemple)/u.test(value);
}

/**
 * Firms' legal forms as written in an address line (Brenner Haustechnik GmbH, Drukkerij Hollandia B.V., Nordhavn Fragt
 * ApS, Cantina Colli Berici S.r.l., Imprimerie Dupont SARL); not the letters of a Dutch postcode (1019 GM, 7412 AB) nor a
 * British postcode's area (SA48 4JL, AB21 1HE).
 */
const FIRM_FORM_EU =
  /(?<![\p{L}\p{N}]|[0-9] )(?:GmbH|gGmbH|AG|KG|OHG|UG|GbR|mbH|e\.\s?K\.|e\.\s?V\.|SARL|SAS|SASU|EURL|S\.A\.S\.|S\.\s?[Rr]\.\s?[Ll]\.|Srl|S\.\s?[Pp]\.\s?A\.|SpA|S\.n\.c\.|S\.L\.|S\.A\.|S\.A\.U\.|SA|B\.\s?V\.|BV|N\.\s?V\.|NV|V\.O\.F\.|AB|HB|KB|AS|ASA|ApS|A\/S|I\/S|Oy|Oyj|Ky|ehf\.?|hf\.|Sp\. z o\.\s?o\.|Ltd|Limited|PLC|plc|LLP|LLC|Inc|DAC|Pty|Lda|Unipessoal)(?![\p{L}\p{N}])/u;

/**
 * A firm's register, VAT or trade-register number's label (P. IVA, REA, CVR, Org.nr, KvK, btw, HRB, USt-IdNr, SIREN,
 * RCS, TVA intracommunautaire, CIF, KRS, REGON, Y-tunnus, VAT, CRO, ABN, Company No.), or a label that calls an address a
 * firm's (Sede legale, Registered office, Oficinas, Escritório, Büro, Besöksadress, Bezoekadres, Siège social, Firmensitz, Impressum).
 */
const FIRM_MARK =
  /(?<![\p{L}])(?:p\.?\s?iva|partita iva|rea|cvr(?:-?nr\.?)?|org\.?\s?nr|organisationsnummer|organisasjonsnummer|momsreg(?:\.?\s?nr)?|mva|kvk|btw|hrb|hra|handelsregister|ust-?idnr|ust-?id|siren|siret|rcs|tva|cif|nipc|krs|regon|y-tunnus|ly-tunnus|vat|cro|abn|acn|company (?:no|number|reg)|registered in|sede legale|sede operativa|sede sociale|sede social|domicilio social|registered office|head office|besöksadress|besøksadresse|besøgsadresse|bezoekadres|vestigingsadres|hoofdkantoor|siège social|siège|firmensitz|geschäftssitz|geschäftsadresse|firmenanschrift|impressum|käyntiosoite|siedziba|oficinas?|oficina central|escrit[oó]rios?|uffici[oi]|bureaux|b[uü]ro|geschäftsstelle|kantoor|registro mercantil)(?![\p{L}])/iu;

/**
 * Venues, shops and public bodies named by a word or the stem of a compound, in German, French, Italian, Spanish,
 * Portuguese and English (the Nordic, Dutch and Polish ones are VENUE_WORDS and VENUE_STEM): Gasthaus zum Löwen,
 * Boulangerie Au Pain Doré, Teatro alla Scala, Restaurante Casa Lucio, Konsthall Norra Hamnen, Stedelijk Museum; shops
 * and banks (negozio, tienda, Banca … Filiale, Sparkasse), congress venues (Palacio de Congresos), and compounds ending in
 * a practice, hotel, clinic or office (Zahnarztpraxis, Tagungshotel, Bürgeramt, Finanzamt; not gesamt, samt).
 */
const VENUE_EU = new RegExp(
  String.raw`^(?:restaurant|restaurante|ristorante|trattoria|osteria|pizzeria|gelateria|pasticceria|panetteria|panader[ií]a|pasteler[ií]a|boulangerie|p[aâ]tisserie|brasserie|bistro|bistrot|caf[eéè]|caff[eè]|cafeter[ií]a|hotel|h[oô]tel|hostel|gasthaus|gasthof|wirtshaus|brauhaus|b[aä]ckerei|konditorei|conditori|bageri|bakeri|bakkerij|kaffebar|kaffebaren|museo|mus[eé]e|museu|th[eé][aâ]tre|teatro|kino|cin[eé]ma|cinema|stadion|stade|estadio|librairie|libreria|librer[ií]a|buchhandlung|apotheke|pharmacie|farmacia|mairie|rathaus|ayuntamiento|municipio|comune|prefecture|pr[eé]fecture|kirche|[eé]glise|chiesa|iglesia|igreja|schule|[eé]cole|scuola|escuela|escola|krankenhaus|h[oô]pital|ospedale|hospital|klinik|clinique|cl[ií]nica|praxis|boutique|friseur|coiffure|coiffeur|parrucchiere|peluquer[ií]a|druckerei|imprimerie|tipografia|autohaus|werkstatt|verein|kulturhus|konsthall|konsthallen|kunsthalle|galerie|galleria|galer[ií]a|biblioth[eè]que|bibliothek|biblioteca|universit[aäéà]t?|universidad|universidade|hochschule|stadtwerke|fundaci[oó]n|fondazione|fondation|stiftung|associazione|association|asociaci[oó]n|verband|negozio|negozi|tienda|loja|magasin|supermercato|supermercado|supermarkt|banca|banco|banque|bank|sparkasse|filiale|sucursal|succursale|agence|auditorio|auditorium)$|(?:museum|theater|theatre|bibliothek|kunsthalle|zentrum|stadtwerk|kulturhus|konsthall|teatret|teatern|praxis|kanzlei|hotel|klinik|congr[eè]s|kongress|(?:volks|landes|spar|post|commerz|raiffeisen|hypo)bank|(?<!^s|ges)amt$)`,
  'u',
);

/** A field label inside a line ("Mieter:", "Sede legale:", "TVA intracommunautaire :"): a new party may start there. */
const INLINE_LABEL = /(?<![\p{L}\p{N}])\p{L}[\p{L}.-]*(?: \p{L}[\p{L}.-]*){0,2} ?:(?![\/\p{N}])/gu;

/**
 * The addressee: the text before the match on its line, from the last sentence end, semicolon or field label on
 * ("Vermieter: Stein GmbH; Mieter: Lotte Kramer, wohnhaft …" reads "Mieter: Lotte Kramer, wohnhaft"), or the line
 * above when the match opens its line.
 */
function addresseeText(context: ValidatorContext): string {
  const lines = context.text!.slice(Math.max(0, context.start! - 160), context.start!).split('\n');
  let own = lines[lines.length - 1].split(/[.!?](?=\s+\p{Lu})|;/u).pop() ?? '';
  const label = [...own.matchAll(INLINE_LABEL)].pop();
  if (label) own = own.slice(label.index);
  return own.trim() ? own : (lines[lines.length - 2] ?? '');
}

/** The rest of the match's line, up to a semicolon or the next field label (another party: "; Vermieter: … GmbH"). */
function restOfLine(context: ValidatorContext): string {
  const eol = context.text!.indexOf('\n', context.end!);
  let rest = context.text!.slice(context.end!, eol < 0 ? Math.min(context.text!.length, context.end! + 120) : Math.min(eol, context.end! + 120));
  const semi = rest.indexOf(';');
  if (semi >= 0) rest = rest.slice(0, semi);
  INLINE_LABEL.lastIndex = 0;
  const label = INLINE_LABEL.exec(rest);
  return label ? rest.slice(0, label.index) : rest;
}

/**
 * The writer's own home: a first-person residence verb (ich wohne, I live, j'habite, je vis, abito, vivo in, woon, jag
 * bor, mieszkam …) or a private-address label (Privatadresse, home address, adresse personnelle, indirizzo di casa,
 * privéadres, domicilio particular …) in the addressee. A shop named as a landmark ("Ich wohne über der Apotheke,
 * Lindenstraße 4") or a firm named in an aside ("… (nicht an die Firma … GmbH)") does not make it a firm's.
 */
const PRIVATE_HOME =
  /(?<![\p{L}])(?:ich wohne|wir wohnen|wohne ich|privat(?:adresse|anschrift)|wohn(?:adresse|anschrift)|heimadresse|meine (?:neue |private )?(?:adresse|anschrift)|i live|we live|i(?:'m| am) living|i(?:'ve| have) moved|my (?:new |own |current )?(?:home |private |residential |personal )?address|(?:home|private|residential|personal) address|j['’]habite|nous habitons|je vis|je réside|mon (?:adresse|domicile)|adresse (?:personnelle|privée|perso)|abito|abitiamo|risiedo|vivo (?:a|in|en|al|nel|nella)|vivimos|resido|il mio indirizzo|indirizzo (?:di casa|privato|personale)|mi (?:domicilio|dirección)|(?:domicilio|dirección) (?:particular|personal|privad[ao])|moro|moramos|minha morada|meu endereço|endereço residencial|ik woon|wij wonen|we wonen|priv[ée]-?adres|woonadres|huisadres|mijn (?:nieuwe )?adres|jeg bor|jag bor|vi bor|hemadress|bostadsadress|min (?:nya |nye )?(?:adress|adresse)|privatadress|asun|kotiosoite|mieszkam|mój adres|adres (?:zamieszkania|domowy))(?![\p{L}])/iu;

/** A person's title before a name (Frau Anna Schulz, Mr Smith, Sig.ra Rossi, Mme Durand, Dhr. de Vries, Pani Nowak). */
const PERSON_TITLE =
  /(?<![\p{L}])(?:Frau|Herrn?|Hr\.|Fr\.|Mrs?\.?|Ms\.?|Miss|Mme|Mlle|Madame|Monsieur|Sig\.(?:ra|na)?|Signor[ae]?|Sr\.|Sra\.|Srta\.|Dña\.|Doña|Dhr\.|Mevr\.|Mevrouw|Meneer|Pani?|Fru)[ \t]{1,2}(?=\p{Lu})/gu;

/** A private person said to live at the address (residente, wohnhaft, domicilié, demeurant, woonachtig, bosatt, residing …). */
const RESIDENT =
  /(?<![\p{L}])(?:resident[ei]?|residing|resides|residenza|domiciliat[oaie]|domicili[ée]e?|demeurant|wohnhaft|woonachtig|wonende|bosatt|zamieszka[łl]\p{L}{0,4}|domiciliad[oa]|con domicilio|vecin[oa] de|morador[a]?|sottoscritt[oa]|il sottoscritto|la sottoscritta)(?![\p{L}])/iu;

/** Words that join two parties or open a name's segment ("… GmbH und Anna Schulz"). */
const JOINER = /^(?:und|and|et|e|y|en|och|og|ja|i|oraz|sowie|als|as|c\/o)$/iu;

/**
 * The addressee narrowed to the address's own party: from the last person's title on ("… Hausverwaltung Schmidt GmbH
 * (Vermieterin) und Frau Anna Schulz," reads "Frau Anna Schulz,"), or the name right before the address (2–3
 * capitalised words opening with a given name: "… und Anna Schulz, Lindenweg 5"). Undefined when neither stands there.
 */
function personParty(addressee: string): string | undefined {
  const title = [...addressee.matchAll(PERSON_TITLE)].pop();
  if (title) return addressee.slice(title.index);
  const seg = (addressee.replace(/[\s,]+$/u, '').split(',').pop() ?? '').trim().split(/\s+/).filter(Boolean);
  while (seg.length && JOINER.test(seg[0])) seg.shift();
  if (seg.length < 2 || seg.length > 3) return undefined;
  if (!seg.every((w) => NAME_TOKEN.test(w)) || !isGivenName(seg[0])) return undefined;
  return seg.join(' ');
}

/** Why firmAddressee refused an address, as the street validators give it. */
export const FIRM_ADDRESSEE_REASON =
  "a firm's, venue's or public body's address (legal form, register number, business-address label or venue word on its line or the addressee line above)";

/**
 * A firm's, venue's or public body's address rather than a person's home: its addressee (the text before the match
 * on its line, or the line above when the street opens its line) holds a legal form, a register or VAT label, a
 * business-address label or a venue word ("Impressum\nBrenner Haustechnik GmbH, Industriestraße 14", "Konsthall
 * Norra Hamnen\nHamngatan 3", "Besöksadress: Lindhagensgatan 76", "Het Rijksmuseum ligt aan de Museumstraat 1"), or
 * the rest of its own line a legal form or register number ("Fjord Transport AS, Kaiveien 4, 5003 Bergen, org.nr …").
 * The line above is read only as an addressee: a person's name line over the street ("Katharina Wegener\nLindenstraße
 * 23a") is not a firm's, whatever the letterhead further up says.
 * The addressee is the address's own party's: the writer's own home (PRIVATE_HOME) is never a firm's; after a
 * person's title or name right before the address, or a residence word (residente, wohnhaft …), legal forms and
 * venue words count only in that person's part, and the rest of the line (an employer: "dipendente della Fiat
 * S.p.A.") only by a register or VAT label.
 */
export function firmAddressee(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined || context.end === undefined) return false;
  const addressee = addresseeText(context);
  if (PRIVATE_HOME.test(addressee)) return false;
  const rest = restOfLine(context);
  if (FIRM_MARK.test(addressee) || FIRM_MARK.test(rest)) return true;
  const party = personParty(addressee);
  const personal = party !== undefined || RESIDENT.test(addressee);
  const own = party ?? addressee;
  if (FIRM_FORM_EU.test(own) || (!personal && FIRM_FORM_EU.test(rest))) return true;
  for (const w of own.toLowerCase().split(/[^\p{L}]+/u)) {
    if (!w || STREET_WORDS.has(w)) continue;
    if (VENUE_WORDS.has(w) || VENUE_STEM.test(w) || VENUE_EU.test(w)) return true;
  }
  return false;
}

/** VENUE_WORDS' street words (gata, gate, straat …): in an addressee line they are part of an address, not a venue. */
const STREET_WORDS = new Set('gata gate gade katu gracht straat ulica hovedgate huvudgata pääkatu hoofdstraat'.split(' '));

/** An Italian public body's, an auction's or a notarial text's words (Comune, comunale, demaniale, biblioteca, scuola, asta …). */
const IT_PUBLIC = /(?<![\p{L}])(?:comun(?:e|ale|ali)|demani(?:o|ale|ali)|bibliotec(?:a|he)|scuol(?:a|e)|sede|ast(?:a|e)|ente|enti|agenzia|delibera|regione|regionale|provincia|provinciale|pubblic[oaih]|notaril[ei]|tribunale|ospedale|ufficio|museo|municipio|asl|prefettura|questura|caserma|parrocchia)(?![\p{L}])/iu;
/** A private person named as resident, owner or holder (residente, domiciliato, abita, proprietario, intestato a, sig., sottoscritto …). */
const IT_PERSON = /(?<![\p{L}])(?:resident[ei]|residenza|domiciliat[oaie]|abit(?:a|o|ano|azione)|propriet(?:ario|aria|ari|arie)|intestat[oaie]|sig\.(?:ra)?|signor[ae]?|sottoscritt[oa]|nat[oa])(?![\p{L}])/iu;

/**
 * An Italian property or building told as a public body's ("l'immobile comunale sito in Via …", "avviso d'asta
 * notarile: immobile sito in …", "la biblioteca civica è sita in Piazza …"): a public word within 150 characters
 * before or 120 after, and no private person (residente, domiciliato, proprietario, intestato a, sig.ra …) in them.
 */
function italianPublicProperty(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined || context.end === undefined) return false;
  const around = aroundText(context.text, context.start, context.end);
  if (!/(?<![\p{L}])(?:immobil[ei]|sit[oaie] (?:in|a))(?![\p{L}])/iu.test(around)) return false;
  return IT_PUBLIC.test(around) && !IT_PERSON.test(around);
}

/**
 * The addressee written right before the street is a warehouse or depot (the text before it on its line, or the
 * line above when the street opens its line): "Lieferadresse:\nZentrallager Nord\nHafenstraße 12", "Leveransadress:
 * Centrallagret, Södra vägen 21". A delivery address of a firm's store, not a person's home.
 */
function warehouseAddressee(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined) return false;
  const lines = context.text.slice(Math.max(0, context.start - 120), context.start).split('\n');
  const own = lines[lines.length - 1];
  const addressee = own.trim() ? own : (lines[lines.length - 2] ?? '');
  return addressee.toLowerCase().split(/[^\p{L}]+/u).some((w) => w && WAREHOUSE.test(w));
}

function streetShape(value: string): ReturnType<Validator['validate']> {
  const v = value.trim();
  const number = /(?:^|\s)(\d{1,4})(?: ?(?:bis|ter|[A-Za-z]))?(?=[,\s/-]|$)/u.exec(v);
  if (!number) return 'not_applicable';
  if (number[1].startsWith('0')) return 'invalid';
  const after = v.slice(number.index + number[0].length);
  const postcode = /^,?\s+(?:[A-Z]{1,2}-)?(\d{4,5})\b/u.exec(after);
  if (postcode && /^0+$/.test(postcode[1])) return 'invalid';
  // French puts the number first (12 rue de la Paix): the street is then what follows it.
  const street = (v.slice(0, number.index).trim() || after.split(',')[0]).trim();
  const words = street.split(/[\s-]+/).filter(Boolean);
  if (!words.length) return 'not_applicable';
  // Norwegian and Danish write the street type as a word after a genitive (Thorvald Meyers gate 40, Karl Johans gate):
  // street-address-nordic reads this only before a postcode and city.
  if (NORDIC_GENITIVE.test(street)) return nordicGenitive(street) ? 'valid' : 'invalid';
  if (words.some((w) => PROSE.has(w.toLowerCase()))) return 'invalid';
  if (OPENER.test(street) || HYPHENATED.test(street)) return 'valid';
  return words.some((w) => !TYPE_WORD.test(w) && !isVocabularyWord(w.replace(/\.$/, ''))) ? 'valid' : 'invalid';
}

/**
 * Words that make a street address a venue's, a shop's or a firm's rather than a person's home, in the languages
 * of street-address-nl/-pl/-nordic (and English): a word that is one of these, or holds one of VENUE_STEM's stems
 * (which cover the inflected forms, so the set lists only words no stem holds).
 * Read around the address (not in it: Museumstraat, Teatergatan are streets).
 */
const VENUE_WORDS = new Set(`
shop store office offices library theatre cinema concert venue hotel restaurant cafe café pub gallery festival tickets
ticket open opening hours headquarters hq company warehouse branch exhibition
affär affären kafé kaféet biograf lager lagret lageret öppet öppettider företag företaget arena mässa mässan kyrka kyrkan
skola skolan sjukhus apotek apoteket evenemang biljetter biljett vårdcentral filial reception showroom
forretning forretningen teatret kino kinoen billett billetter billettluke åpent åpner åpningstider firma firmaet selskap
selskapet skole skolen sykehus kafe kafeen utstilling åben åbent åbningstider billet udstilling
kaupassa aukioloajat avoinna auki liike liikkeemme yritys yrityksen koulu tapahtuma festivaali liput lippu näyttely
urząd urzędu urzędzie bibliotece teatr teatru kina hotelu biuro biura biurze siedziba siedziby firmy czynny czynna czynne
otwarte godziny kasa bilety galeria galerii apteka szkoła szpital wystawa wystawy zaprasza oddział oddziału placówka salon
salonu magazyn magazynu
bibliotheek kantoren vestiging geopend openingstijden galerie school ziekenhuis apotheek tentoonstelling kaartjes zaak
bedrijf bedrijven kvk
fyrirtæki fyrirtækis fyrirtækið fyrirtækisins verslun verslunar skrifstofa skrifstofu
kommun kommunen kommunens region regionen kommune yhdistys yhdistyksen säätiö säätiön kunta kunnan kaupunki kaupungin
zarząd zarządu gmina gminy spółdzielnia spółdzielni stichting vereniging gemeente gemeentehuis
depot depotet depå depån terminal terminalen centrum logistiek logistik logistiikka
salu salg salgs koop myydään sprzedaż sprzedam visning visningen mäklare mægler megler makelaar välittäjä kiinteistönvälittäjä
pośrednik ogłoszenie ogłoszeniu bostadsrätt bostadsrätten kolmio kaksio yksiö
gata gate gade katu gracht straat ulica hovedgate huvudgata pääkatu hoofdstraat
`.split(/\s+/).filter(Boolean));

/**
 * A warehouse or depot, as a word or the end or opening of a compound (see VENUE_STEM); the word alone where a
 * compound names its worker (magazynier, magazziniere, almacenero, Lagerarbeiter).
 */
const WAREHOUSE =
  /^warehouses?$|^magazyn(?:u|ie|y|ów|em)?$|^magazzin[oi]$|magazijn|^almac[eé]n(?:es)?$|^entrep[oô]ts?$|varasto|jakelukesk|distribu|dystrybuc|(?<=\p{L}{2})(?<!sch|^op|^opp|^mellom|^mellan|^inn|^in|^ned)lag(?:er|ret|eret|ern|ers)$|^lager(?:et|ret|hus|huset|halle|haus|byggnad|bygning|lokal|lokale|platz|raum|hallen|gebäude)?$|(?<=\p{L}{3})dep(?:ot|otet|å|ån)$|^dep(?:ot|otet|å|ån)$|^terminal(?:en)?$/u;

/**
 * Stems read inside compounds (Itäkeskus, Kaupunginkirjasto, Konserthuset, Stadsbiblioteket, Stadsteatret). Warehouses:
 * a compound ending in lager (Centrallagret, Zentrallager; not Schlager, nor mellomlagret, oplagret: stored), Lager-
 * opening a building word (Lagerhaus, Lagerhalle; not Lagerstraße, Lagerlöfs gata), a compound ending in depot
 * (Hauptdepot), warehouse, magazyn, magazzino, almacén, entrepôt; distribu covers Distributionszentrum. keskus
 * (a centre: kauppakeskus, terveyskeskus, jakelukeskus; keskuksen, keskuksessa) but not keskustelu, keskustella
 * (discussion, to discuss), which a person's message holds as often as any venue's.
 */
const VENUE_STEM = new RegExp(String.raw`keskus(?!tel)|keskuks|jakelu|förening|forening|stiftels|stowarzysz|fundacj|wspólnot|kirjasto|museo|ravintola|teatteri|konsertti|kauppa|myymälä|toimisto|hotelli|kahvila|apteekki|sairaala|butik|restaurang|museum|museet|bibliotek|teater|konsert|hotell|kontor|galleri|sklep|muzeum|koncert|restaurac|kawiarn|winkel|kantoor|theater|bioscoop|${WAREHOUSE.source}`, 'u');

/** Firms' legal forms, case as written (AB, AS, ApS, Oy, Oyj, BV, NV, KvK, Sp. z o.o., S.A.); not the letters of a Dutch postcode (7412 AB) or a UK one (BA1 2AB). */
const FIRM_FORM = /(?<![\p{L}\p{N}]|[0-9] )(?:AB|ASA|AS|ApS|A\/S|Oy|Oyj|BV|B\.V\.|NV|N\.V\.|KvK|GmbH|Ltd|Inc|Sp\. z o\.o\.|S\.A\.)(?![\p{L}])/u;

/**
 * street-address-nl, -pl and -nordic: eu_street_address, and refused when a venue, shop, office or firm word
 * stands within 150 characters before or 120 after the address ("Sklep przy ul. Marszałkowskiej 104/122 jest
 * czynny", "Restaurang Pelikan, Blekingegatan 40 … Öppet alla dagar", "Kantoor: Herengracht 182-II … KvK").
 */
export const euStreetAddressPrivate: Validator = {
  name: 'eu_street_address_private',
  confirms: false,
  validate(value, context) {
    // streetShape, not euStreetAddress: venueAround reads every warehouse word warehouseAddressee would, and further.
    const base = streetShape(value);
    if (base !== 'valid') return base;
    return venueAround(context) ? 'invalid' : 'valid';
  },
};

/** Street types that make an address line of English words a street ("12 The Green", "5 Mill Lane"). */
const EN_STREET_TYPE = new Set(`street st road rd avenue ave lane ln drive dr court ct place pl close crescent cres way walk row
terrace grove gardens mews green paddock square sq hill rise park parade chase croft meadow meadows view end yard wharf
boulevard blvd`.split(/\s+/));

/** Unit words that may open the line before a number-first street ("Flat 2, 17 Ashdown", "Apt. 4, 12 Elm Road"). */
const UNIT_FIRST = /^(?:Flat|Apt\.?|Apartment|Unit|Suite)\s+[0-9A-Za-z]{1,5},?\s+/;

/**
 * The street line of an address block under an address label (street-address-labelled: "Billing address: Antwon
 * Muller\n 14 Wisozk-Hessel Bank Apt. 702", "Lieferadresse:\nName\nAm Kühnsbusch 96a\n12345 Stadt"). The label says
 * what follows is an address; the line must still read as a street:
 * - number last (the continental layout): eu_street_address (a street-type opener or a word outside English:
 *   "Lindenhof 12", "Am Kühnsbusch 96a"; not "Version 2", "Port 8080", "Ticket 4521");
 * - number first (English and French layouts): a house number of 1–5 digits not starting with 0, then words of which
 *   one is outside the English vocabulary or an English street type ("42 Kingsmead", "12 The Green"; not
 *   "1 Introduction"); a 4–5 digit number before at most two words and no street type is a postcode and city
 *   ("12345 Stadt", "2830 Virum").
 * Then, as street-address and street-address-eu do, a firm's address is refused (firmAddressee: a business-address
 * label such as "Domicilio social:", "Geschäftsadresse:", "Indirizzo sede legale:", a legal form or register number in
 * the addressee or later on the line: "… S.L. · CIF …", "… GmbH, HRB …"), and, as for street-address-nl/-pl/-nordic, a
 * venue, shop, office or firm word around it ("Our office address:", "Museum address:", "Lieferadresse:\nAmazon
 * Logistik GmbH"). Neither applies under a private label (home address, Privatadresse, domicilio particular, woonadres …).
 */
export const streetAddressLabelled: Validator = {
  name: 'street_address_labelled',
  confirms: false,
  validate(value, context) {
    const v = value.trim().replace(UNIT_FIRST, '');
    let base: ReturnType<Validator['validate']>;
    const eircode = EIRCODE_LINE.exec(v);
    const first = eircode ? null : /^([1-9][0-9]{0,4})[A-Za-z]?(?:[-/][0-9]{1,4}[A-Za-z]?)?,?\s+(.+)$/su.exec(v);
    if (first) {
      const words = addressWords(first[2]);
      const typed = words.some((w) => EN_STREET_TYPE.has(w.toLowerCase()));
      if (!words.length || proseIn(words)) base = 'invalid';
      else if (first[1].length >= 4 && words.length <= 2 && !typed) base = 'invalid';
      else base = typed || words.some((w) => !isVocabularyWord(w)) ? 'valid' : 'invalid';
    } else if (eircode) {
      base = eircodeLine(eircode[1]);
    } else if (/^0/.test(v)) {
      base = 'invalid';
    } else {
      base = streetShape(v);
    }
    if (base !== 'valid') return base;
    if (privateLabel(context)) return 'valid';
    return firmAddressee(context) || venueAround(context) ? 'invalid' : 'valid';
  },
  why: (_value, context) => (!privateLabel(context) && firmAddressee(context) ? FIRM_ADDRESSEE_REASON : undefined),
};

/** An address label word (Address, Anschrift, adres/adresse/adress, indirizzo, dirección, endereço, morada, osoite, domicilio …), compounds included. */
const LABEL_WORD = /address|adres|anschrift|indirizzo|direcci[oó]n|endere[cç]o|morada|osoite|domicilio|lögheimili|heimilisfang/iu;

/**
 * A label that calls the address a private person's own: home, private, residential or personal address, Privatadresse,
 * Wohnanschrift, adresse personnelle/privée, domicilio particular, dirección personal, indirizzo di residenza/di casa,
 * endereço residencial, morada pessoal, woonadres, privéadres, bostadsadress, hemadress, privatadresse, hjemmeadresse,
 * kotiosoite, asuinosoite, adres zamieszkania/domowy.
 */
const PRIVATE_LABEL =
  /(?<![\p{L}])(?:(?:home|private|residential|personal|permanent) address|address \((?:home|private|residence)\)|privat(?:adresse|anschrift|adress)|wohn(?:adresse|anschrift|sitzadresse)|heim(?:adresse|anschrift)|hjemmeadresse|bopælsadresse|adresse (?:personnelle|privée|perso|du domicile|de domicile|domicile)|(?:domicilio|direcci[oó]n) (?:particular|personal|privad[ao]|habitual)|indirizzo (?:di residenza|di casa|privato|personale|di domicilio|dell'abitazione)|endere[cç]o (?:residencial|pessoal|particular)|morada (?:pessoal|particular|residencial|de resid[eê]ncia)|woonadres|priv[ée]-?adres|huisadres|bostadsadress|hemadress|kotiosoite|asuinosoite|adres (?:zamieszkania|domowy|prywatny))(?![\p{L}])/iu;

/**
 * The label the street sits under names a private person's address (PRIVATE_LABEL): the last line within the four above
 * the street (and its own line before it) that holds an address label word. Such an address is never refused as a firm's
 * or a venue's: an employer named beside it ("Home address: … (employer: Acme Ltd)") does not make it theirs.
 */
function privateLabel(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined) return false;
  const lines = context.text.slice(Math.max(0, context.start - 320), context.start).split('\n').slice(-5);
  for (let i = lines.length - 1; i >= 0; i--) if (LABEL_WORD.test(lines[i])) return PRIVATE_LABEL.test(lines[i]);
  return false;
}

/**
 * An Irish address line ending in its Eircode (routing key A65, D02, D6W and a 4-character unique identifier; the
 * letters B, G, I, J, L, M, O, Q, S, U, Z are never used): Irish addresses often have no house number ("Apartment 12,
 * Harbour View, Strand Road, Bray, Co. Wicklow A98 X2T4"), and an Eircode names one dwelling.
 */
const EIRCODE_LINE = /^(.+?)[\s,]+(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/su;

/**
 * The words before the Eircode read as a place: at least two comma-separated parts (street and town, or county),
 * and no prose word but 'the' (a sentence ending in a code is not an address).
 */
function eircodeLine(before: string): ReturnType<Validator['validate']> {
  const parts = before.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return 'invalid';
  return proseIn(addressWords(before)) ? 'invalid' : 'valid';
}

/** The words of an address line that hold a letter, trailing dots and apostrophes dropped (St., Rd.). */
function addressWords(text: string): string[] {
  return text.split(/[\s,]+/).filter((w) => /\p{L}/u.test(w)).map((w) => w.replace(/[.']+$/g, ''));
}

/** A prose word among them but 'the', which opens street and house names (12 The Green, The Old Rectory). */
function proseIn(words: readonly string[]): boolean {
  return words.some((w) => {
    const lower = w.toLowerCase();
    return lower !== 'the' && PROSE.has(lower);
  });
}

/** The text within 150 characters before and 120 after the candidate, the two sides a line apart. */
function aroundText(text: string, start: number, end: number): string {
  return `${text.slice(Math.max(0, start - 150), start)} \n ${text.slice(end, end + 120)}`;
}

/** A venue, shop, office or firm word within 150 characters before or 120 after the candidate. */
function venueAround(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined || context.end === undefined) return false;
  return venueWordIn(aroundText(context.text, context.start, context.end));
}

/** A firm's legal form, or a venue, shop, office or firm word (VENUE_WORDS, VENUE_STEM), in `text`. */
export function venueWordIn(text: string): boolean {
  if (FIRM_FORM.test(text)) return true;
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) if (w && (VENUE_WORDS.has(w) || VENUE_STEM.test(w))) return true;
  return false;
}
