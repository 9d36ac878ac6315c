import { isVocabularyWord } from './name-lists.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Words that open a street name in continental Europe: a Romance street type before the name (Via Roma,
 * Calle Mayor, 12 rue de la Paix), a German preposition (Am Jägerhof, In der Wiese) or a Polish street-type
 * abbreviation (ul. Marszałkowska, al. Jerozolimskie, pl. Grunwaldzki, os. Piastowskie).
 */
const OPENER =
  /^(?:[Uu]l\.|[Aa]l\.|[Pp]l\.|[Oo]s\.|Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Calle|Avenida|Paseo|Plaza|Carrer|Passeig|Rua|Travessa|Praça|Rambla|Ronda|Camino|Carretera|[Rr]ue|[Aa]venue|[Bb]oulevard|[Pp]lace|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Cc]ours|Am|Im|Zum|Zur|(?:In|An|Auf|Unter|Hinter|Vor) (?:der|den|dem))(?!\p{L})/u;

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
    return base === 'valid' && (warehouseAddressee(context) || italianPublicProperty(context)) ? 'invalid' : base;
  },
};

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
  const around = `${context.text.slice(Math.max(0, context.start - 150), context.start)} \n ${context.text.slice(context.end, context.end + 120)}`;
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
 * Then, as for street-address-nl/-pl/-nordic, a venue, shop, office or firm word around it refuses it ("Our office
 * address:", "Museum address:", "Lieferadresse:\nAmazon Logistik GmbH").
 */
export const streetAddressLabelled: Validator = {
  name: 'street_address_labelled',
  confirms: false,
  validate(value, context) {
    const v = value.trim().replace(UNIT_FIRST, '');
    let base: ReturnType<Validator['validate']>;
    const first = /^([1-9][0-9]{0,4})[A-Za-z]?(?:[-/][0-9]{1,4}[A-Za-z]?)?,?\s+(.+)$/su.exec(v);
    if (first) {
      const words = first[2].split(/[\s,]+/).filter((w) => /\p{L}/u.test(w)).map((w) => w.replace(/[.']+$/g, ''));
      const typed = words.some((w) => EN_STREET_TYPE.has(w.toLowerCase()));
      if (!words.length || words.some((w) => PROSE.has(w.toLowerCase()) && w.toLowerCase() !== 'the')) base = 'invalid';
      else if (first[1].length >= 4 && words.length <= 2 && !typed) base = 'invalid';
      else base = typed || words.some((w) => !isVocabularyWord(w)) ? 'valid' : 'invalid';
    } else if (/^0/.test(v)) {
      base = 'invalid';
    } else {
      base = streetShape(v);
    }
    if (base !== 'valid') return base;
    return venueAround(context) ? 'invalid' : 'valid';
  },
};

/** A venue, shop, office or firm word within 150 characters before or 120 after the candidate. */
export function venueAround(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined || context.end === undefined) return false;
  const around = `${context.text.slice(Math.max(0, context.start - 150), context.start)} \n ${context.text.slice(context.end, context.end + 120)}`;
  if (FIRM_FORM.test(around)) return true;
  for (const w of around.toLowerCase().split(/[^\p{L}]+/u)) if (w && (VENUE_WORDS.has(w) || VENUE_STEM.test(w))) return true;
  return false;
}
