import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { recordLabelBefore, taxLabelBefore } from './country-phone.ts';
import { INITIAL, NAME_TOKEN, isGivenName, isNotName } from './name-lists.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Regions tried, in order, for a number written without a country code (Presidio's default set plus the
 * other large markets). 'US' comes first. Other regions are tried only when a phone word of their language
 * is near the number (LANGUAGE_REGIONS).
 */
export const DEFAULT_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IL', 'IN', 'CA', 'BR', 'JP', 'CN', 'AU', 'ES', 'IT', 'NL', 'MX'];

/**
 * Phone words of one language (whole words, lower case) and the regions whose national numbers they make
 * worth trying: a Norwegian "412 34 567" or a Finnish "040 123 4567" is valid in no default region, and a
 * run of eight digits is a Danish number as often as a customer number, so these plans are read only beside
 * such a word (the rule's context words, which the score needs anyway, hold them all). `first`: the words
 * belong to that language alone (tlf, puh., telemóvel, not telefon or tel), so its regions decide before the
 * default ones: a Helsinki switchboard "puh. 09 123 4567" is valid in Germany's plan too.
 */
const LANGUAGE_REGIONS: ReadonlyArray<{ words: RegExp; regions: readonly CountryCode[]; first: boolean }> = [
  // Swedish, Norwegian, Danish.
  { words: /(?<![\p{L}])(?:tlf|tfn|ringe|ringa|ring meg|ring mig|ring til|ring oss|mobilnr|mobiltlf|hjemmetelefon|hjemmenummer|hemtelefon|hemnummer|fastnettelefon|fastnet|fastnetnummer|fasttelefon|mit nummer|mitt nummer|mit mobilnummer|mitt mobilnummer|nå meg på|nå deg på|nå mig på|nå dig på|når dig på|når mig på|nås på)(?![\p{L}])/iu, regions: ['NO', 'DK', 'SE'], first: true },
  { words: /(?<![\p{L}])(?:telefon|telefonnr|telefonnummer|mobil|mobilnummer|mobiltelefon|mob|ring|sms)(?![\p{L}])/iu, regions: ['NO', 'DK', 'SE'], first: false },
  // Finnish.
  { words: /(?<![\p{L}])(?:puh|puhelin|puhelinnumero|puhelinnumeroni|kotipuhelin|kotinumero|kotipuh|soittoa|numeroon|puhelimella|puhelimitse|matkapuhelin|soita|soittaa|soittamaan|soitella|soittakaa|soitathan|soitto|tekstiviesti|numeroni|kännykkä|kännykkään|kännykkäni)(?![\p{L}])/iu, regions: ['FI'], first: true },
  // Icelandic.
  { words: /(?<![\p{L}])(?:sími|síma|símanúmer|farsími|hringdu|hringja)(?![\p{L}])/iu, regions: ['IS'], first: true },
  // Polish.
  { words: /(?<![\p{L}])(?:telefonu|telefonicznie|telefoniczny|telefoniczne|domowy|domowego|pod numerem|komórka|komórkowy|komórki|zadzwoń|zadzwon|dzwoń|dzwonić|tel\. ?kom)(?![\p{L}])/iu, regions: ['PL'], first: true },
  { words: /(?<![\p{L}])(?:tel|telefon|kom)(?![\p{L}])/iu, regions: ['PL'], first: false },
  // Portuguese (Portugal).
  { words: /(?<![\p{L}])(?:telemóvel|telemovel|tlm|liga-me|ligue-me)(?![\p{L}])/iu, regions: ['PT'], first: true },
  { words: /(?<![\p{L}])(?:telefone|contacto|contactar|ligue|ligar)(?![\p{L}])/iu, regions: ['PT'], first: false },
  // German (Austria, Switzerland).
  { words: /(?<![\p{L}])(?:telefon|telefonnummer|tel|handy|mobil|natel|festnetz|rückruf|anrufen|rufen sie|erreichbar)(?![\p{L}])/iu, regions: ['AT', 'CH'], first: false },
  // French (Belgium, Switzerland) and Dutch (Belgium).
  { words: /(?<![\p{L}])(?:téléphone|tél|portable|natel|gsm|appeler|appelez|telefoon|telefoonnummer|bel me|bellen|mobiel)(?![\p{L}])/iu, regions: ['BE', 'CH'], first: false },
  // GSM: also Finnish, Icelandic and Polish usage.
  { words: /(?<![\p{L}])gsm(?![\p{L}])/iu, regions: ['FI', 'IS', 'PL'], first: false },
  // English (Ireland).
  { words: /(?<![\p{L}])(?:phone|telephone|tel|mobile|mob|cell|call|ring|landline|contact|reach)(?![\p{L}])/iu, regions: ['IE'], first: false },
];

/**
 * Words of Danish or Swedish alone (not Norwegian: meg, deg, mitt, gjerne): Norway's plan and Denmark's read the
 * same eight digits, and the first plan that accepts a number decides, so beside these Denmark's (or Sweden's)
 * plan is read before Norway's: "Mit mobilnummer er 61 23 45 67" is a Danish mobile, not an Oppland landline.
 */
const DANISH_WORDS = /(?<![\p{L}])(?:mig|dig|mit|gerne|træffes|hverdage|venligst|os)(?![\p{L}])/iu;
const SWEDISH_WORDS = /(?<![\p{L}])(?:jag|mej|dej|gärna|ikväll|kvällen|hälsningar)(?![\p{L}])/iu;

/** Italian phone words, and the English cell/tel Italians write too, for a mobile in the 3-3-4 layout. */
const ITALIAN_WORDS = /(?<![\p{L}])(?:cellulare|cell|cel|tel|telefono|chiamami|chiamatemi|contattami|recapito|mobile)(?![\p{L}])/iu;

/** Letters of Polish and of no other language the rule reads. */
const POLISH_LETTERS = /[ąęłńśźżćĄĘŁŃŚŹŻĆ]/u;

/** The text near the candidate on its own line: 48 characters before and 32 after. */
function nearText(context: ValidatorContext | undefined, before = 48, after = 32): string {
  if (!context?.text || context.start === undefined) return '';
  const end = context.end ?? context.start;
  const pre = context.text.slice(Math.max(0, context.start - before), context.start);
  const post = context.text.slice(end, end + after);
  return `${pre.slice(pre.lastIndexOf('\n') + 1)} ${post.split('\n')[0]}`;
}

/** Regions named by phone words within 48 characters before or 32 after the candidate; `first` when a word of that language alone names one. */
export function contextRegions(context: ValidatorContext | undefined): { region: CountryCode; first: boolean }[] {
  if (!context?.text || context.start === undefined) return [];
  const end = context.end ?? context.start;
  const near = `${context.text.slice(Math.max(0, context.start - 48), context.start)} ${context.text.slice(end, end + 32)}`;
  const out: { region: CountryCode; first: boolean }[] = [];
  for (const { words, regions: listed, first } of LANGUAGE_REGIONS) {
    if (!words.test(near)) continue;
    // Polish letters near (ł, ż, ą …): a shared word (telefon, tel) reads Poland's plan first, before the Nordic ones.
    const polish = listed.includes('PL') && POLISH_LETTERS.test(near);
    const regions = listed.includes('NO') && SWEDISH_WORDS.test(near) ? (['SE', 'DK', 'NO'] as const) : listed.includes('NO') && DANISH_WORDS.test(near) ? (['DK', 'SE', 'NO'] as const) : listed;
    for (const region of regions) {
      const seen = out.find((o) => o.region === region);
      const decides = first || (polish && region === 'PL');
      if (!seen) out.push({ region, first: decides });
      else if (decides) seen.first = true;
    }
  }
  // Czech or Slovak letters in the lines before a phone word ("Kupující: Martin Dvořák\nTel.: 377 415 862"): Czechia's plan (no trunk 0)
  // decides first, then Slovakia's (trunk 0).
  if (CZECH_LETTERS.test(context.text.slice(Math.max(0, context.start - 200), end + 32)) && /(?<![\p{L}])(?:tel|telefon|telefonn[íi]|mobil|mob|[čc][íi]slo|kontakt)(?![\p{L}])/iu.test(near))
    for (const region of ['CZ', 'SK'] as const) if (!out.some((o) => o.region === region)) out.unshift({ region, first: region === 'CZ' });
  // English words near and no Nordic one ("ring me on 087 612 4409", "Mob: 086 …"): the shared words (ring, mob,
  // mobil) are English here, and Ireland's plan reads before the Nordic ones (Sweden's reads 08… as Stockholm).
  const ie = out.findIndex((o) => o.region === 'IE');
  if (ie > 0 && !out.some((o) => o.first) && ENGLISH_WORDS.test(near) && !NORDIC_WORDS.test(near)) out.unshift(...out.splice(ie, 1));
  return out;
}

/** English words that no Nordic text uses ("me", "my", "the", "please"). */
const ENGLISH_WORDS = /(?<![\p{L}])(?:me|my|the|you|your|please|call|after|before|anytime|mobile|cell)(?![\p{L}])/iu;
/** Nordic words that no English text uses. */
const NORDIC_WORDS = /(?<![\p{L}])(?:meg|mig|mej|deg|dig|dej|på|til|till|og|och|eller|er|är|hilsen|hälsningar)(?![\p{L}])|[æøåÆØÅäöÄÖ]/iu;

/**
 * A firm's line, not a person's: a switchboard or customer-service word near the number, in the languages the rule
 * reads ("sentralbordet 22 24 90 90", "Appelez notre service client au 02 …", "Kundeservice: tlf. …"), or a
 * firm's legal form earlier in the sentence with the reader asked to call "us" ("Rørlegger Hansen AS – ring oss på
 * 915 12 345", "Acme GmbH … rufen Sie uns an"). A person's "ring meg" is untouched.
 */
const SERVICE_WORDS =
  /(?<![\p{L}])(?:sentralbord(?:et)?|kundeservice|kundesenter|kundecenter|omstilling|växel|växeln|kundtjänst|kundservice|vaihde|vaihteen|vaihteeseen|asiakaspalvelu|asiakaspalvelun|asiakaspalveluun|infolinia|infolinii|biuro obsługi|klantenservice|service cli(?:ent|ents|entèle)|servizio clienti|centralino|atención al cliente|centralita|kundenservice|kundendienst|switchboard|customer service|customer care|help ?desk|support line|reception|receptionist|front desk|front office|freephone|free phone|toll[- ]?free|free of charge|kostenfrei|kostenlos|gebührenfrei|gratuit|numéro gratuit|n[úu]mero gratuito|hotline|servicehotline|helpline|help line|skiptiborð|skiptiborði|þjónustuver|service line|servicenummer|servicetelefon|standard(?=[ \t]{0,2}:)|numéro vert|numero verde|back office|head office|fault line|faults line|report(?:ing)? (?:a )?faults?|faults? (?:can|may|should) be reported|main office|general enquiries|general inquiries|box office|recepcja|recepcji|sekretariat|sekretariatu|receptie|empfang|rezeption|accueil|standard téléphonique|recepción|recepcion|receção|recepção|vastaanotto|resepsjon(?:en)?|receptionen|centrala|centrali|centralę|ústředna|ústředny|ústřednu|ustredna|ústredňa|central(?=[ \t]{0,2}[:)])|centralen(?=[ \t]{0,2}[:)])|keskus(?=[ \t]{0,2}[:)])|reservations|for bookings|reservierung(?:en)?|tischreservierung|réservations?|reservas|prenotazioni|rezerwacj[ae]|rezerwacji|reserveringen|rezervasyon|bokning(?:ar)?|varaukset|registro general)(?![\p{L}])/iu;
/**
 * A firm's own line offered to the reader: "our" and, within two words, an office, branch, team or desk ("Call our
 * Dublin office on …", "Zadzwoń do naszego biura", "Rufen Sie unser Büro an", "Bel ons kantoor"), or "contact us on
 * …" / "call us at …", in the languages the rule reads. A person's "call me on …" is untouched.
 */
const OUR_UNIT = new RegExp(
  '(?<![\\p{L}])(?:(?:our|nasz(?:e|ego|ej|ym|a|ą)?|vårt|vår|våre|vores|vort|unser(?:e|em|en|er)?|notre|nos|ons|onze|nuestr[ao]s?|nostr[oaie]|nosso|nossa|nossos|nossas)(?:[ \\t]{1,2}[\\p{L}\'’.-]{1,24}){0,2}[ \\t]{1,2}(?:office|offices|branch|branches|team|desk|helpdesk|department|dept|shop|store|showroom|clinic|practice|surgery|depot|hotline|sales|biur[oaezu]|biurem|oddział(?:u|em)?|sklep(?:u|em)?|zespoł(?:u|em)|kontor(?:et)?|butikk(?:en)?|butik(?:ken)?|avdeling(?:en)?|afdeling(?:en)?|avdelning(?:en)?|filial(?:e|en)?|büro|praxis|geschäftsstelle|kanzlei|bureau|bureaux|agence|équipe|cabinet|boutique|magasin|kantoor|vestiging|winkel|oficina|oficinas|sucursal|tienda|equipo|despacho|ufficio|uffici|negozio|studio|escritório|escritorio|loja|equipa|balcão)' +
    '|(?:contact|call|phone|ring|reach|text) us(?:[ \\t]{1,2}(?:today|now|directly|anytime|free))?[ \\t]{1,2}(?:on|at)' +
    '|(?:toimisto|myymälä|liike|konttori)(?:mme|amme|omme))(?![\\p{L}])',
  'iu',
);
/** German "Zentrale" (a switchboard) as the noun only: the adjective zentrale (central) is no service word. */
const ZENTRALE = /(?<![\p{L}])(?:Zentrale|ZENTRALE)(?![\p{L}])/u;
const FIRM_FORM = /(?<![\p{L}])(?:AS|ASA|AB|Oy|Oyj|ApS|A\/S|GmbH|AG|BV|B\.V\.|NV|Ltd|LLC|Inc|sp\. z o\.o)(?![\p{L}])/u;
const CALL_US =
  /(?<![\p{L}])(?:ring(?:e)? (?:til )?(?:oss|os)|ring till oss|kontakt(?:a)? (?:oss|os)|(?:call|phone|contact|text|reach) us|bel ons|zadzwoń do nas|zadzwon do nas|soita(?:kaa)? meille|ota yhteyttä meihin|rufen sie uns|kontaktieren sie uns|appelez-nous|contactez-nous|llámenos|chiamateci|ligue-nos|hringdu í okkur)(?![\p{L}])/iu;

/** "or", "and" between two numbers, in the languages the rules read: no label of the second. */
const CONJUNCTION = /(?<![\p{L}])(?:or|and|eller|och|og|oder|und|ou|et|of|en|o|y|e|lub|albo|i|tai|ja|eða|veya|ya da)(?![\p{L}])/giu;
/** Another number written on the line (7+ characters of digits and separators): the words before it label it, not the candidate. */
const OTHER_NUMBER = /[0-9+(][0-9 ().\/-]{5,}[0-9]/g;

/**
 * The candidate's own part of its line: the text before it back to the end of another number on the line when a word
 * stands between (at most `before` characters), and after it up to a separator (| ; • · a tab or two spaces; at most
 * `after`), less the words labelling a number after it. "Switchboard 020 7946 0000 | Mobile 07700 900482": the
 * switchboard word is the first number's, not the mobile's; "020 7946 0000 (reception)" keeps its word.
 */
function ownSegment(context: ValidatorContext | undefined, before = 48, after = 32): { pre: string; post: string } {
  if (!context?.text || context.start === undefined) return { pre: '', post: '' };
  const end = context.end ?? context.start;
  let pre = context.text.slice(Math.max(0, context.start - before), context.start);
  pre = pre.slice(pre.lastIndexOf('\n') + 1);
  let cut = -1;
  for (const m of pre.matchAll(OTHER_NUMBER)) cut = m.index + m[0].length;
  // Only when a word stands between: "Kundeservice: 22 12 34 56 / 915 12 345" is one label over both numbers.
  if (cut !== -1 && /\p{L}/u.test(pre.slice(cut).replace(CONJUNCTION, ''))) pre = pre.slice(cut);
  let post = context.text.slice(end, end + after).split('\n')[0];
  const stop = post.search(/[|;•·\t]|[ ]{2}/);
  if (stop !== -1) post = post.slice(0, stop);
  // Words right before a following number are its label ("07700 900482 / switchboard 020 …").
  const next = post.search(/[0-9+(][0-9 ().-]{5,}[0-9]/);
  if (next !== -1) post = post.slice(0, next).replace(/\p{L}[\p{L} .:'’-]{0,40}$/u, '');
  return { pre, post };
}

/**
 * A person's own label right before the number, in the languages the rules read: a mobile ("Mobile:", "Mob.",
 * "cell.", "Handy:", "Mobil:", "Mobiel", "GSM", "cellulare", "móvil", "celular", "telemóvel", "tlm", "portable",
 * "kom.", "tel. kom.", "komórka", "puh.", "matkapuhelin", "farsími", "cep"), a direct line ("Direct:", "DD", "DDI",
 * "Direct dial", "Durchwahl", "Direkt", "doorkies", "ligne directe", "línea directa", "linea diretta", "bezpośredni",
 * "suora"), or a first person's ("my number", "my phone", "call me on"). In a signature that also lists the firm's
 * switchboard, reception or register, the number under such a label is the signatory's, not the firm's.
 */
const PERSON_LABEL = new RegExp(
  '(?<![\\p{L}])(?:mobile?(?: phone| number)?|mob|mobil(?:nr|tlf|telefon|nummer|funk)?|mobiel(?:e nummer)?|handy(?:nummer)?|natel|cell(?:phone|ular| phone)?|cellulare|cel|celular|m[óo]vil|telem[óo]vel|tlm|portable|port|gsm|kom|kom[óo]rk(?:a|owy|i)|kännykkä|matkapuhelin|puh|farsími|cep(?: tel(?:efonu)?)?|direct(?: line| dial| number| no)?|dd|ddi|dl|durchwahl|direkt(?:e|wahl|nummer|nr)?|doorkies(?:nummer)?|ligne directe|l[íi]nea directa|linea diretta|diretto|directo|direto|bezpośredni|bezposredni|suora(?: numero| linja)?|beinn sími|privat|personal|private|my (?:number|phone|line|landline)|(?:call|ring|reach|text|phone) me(?: directly| anytime)?(?: on| at)?)' +
    '\\.?(?:[ \\t]{0,2}(?:tel|tlf|phone|telephone|telefon|telefono|teléfono|nr|no|number|nummer|numer|numero|número|line)\\.?){0,2}[ \\t]{0,2}(?:[:=–—-]|is)?[ \\t]{0,3}\\(?$',
  'iu',
);
/** One capital letter as a signature's mobile or direct-line label ("M: 07700 …", "D: 020 …", "C: 415 …"). */
const LETTER_LABEL = /(?<![\p{L}])[MDC][ \t]{0,2}[:.][ \t]{0,3}\(?$|(?:^|[|•·;,/])[ \t]{0,3}[MDC][ \t]{1,3}\(?$/u;

/**
 * A national number in a firm's contact block (another line a register, VAT, opening-hours, switchboard or service
 * line) whose own label is not a person's (a signatory's Mobile, Handy, cell., Direct … beside the switchboard is).
 */
export function firmBlockNumber(context: ValidatorContext | undefined): boolean {
  return (!!contactBlock(context)?.firm || firmOnLine(context)) && !personLabel(context);
}

/** A firm's legal form written in running text (either case: "s.r.l.", "S.L.", "SARL", "GmbH", "A.Ş."). */
const LINE_FORM =
  /(?<![\p{L}])(?:GmbH|AG|KG|OHG|UG|e\.K\.|B\.V\.|N\.V\.|BV|NV|Ltd\.?|LLP|LLC|plc|PLC|Inc\.|SARL|S\.A\.R\.L\.|SAS|EURL|S\.A\.S\.|S\.A\.|S\.L\.U?\.?|SLU|[Ss]\.[Rr]\.[Ll]\.|SRL|Srl|[Ss]\.[Pp]\.[Aa]\.|SpA|S\.n\.c\.|s\.a\.s\.|Lda\.?|Ltda\.?|[Ss]p\. z o\.o\.|S\.C\.|A\.Ş\.|Ltd\. Şti\.|Ltd\.Şti\.|ApS|A\/S|Oy|Oyj|AB|ASA|ehf\.?)(?![\p{L}])/u;
/**
 * A firm's, venue's or public body's name on the number's own line (a long line read as a whole, not a block): a
 * pharmacy, hotel, restaurant, shop, branch or bank, a town hall or council, a head office.
 */
const LINE_ORG =
  /(?<![\p{L}])(?:pharmacy|eczane(?:si)?|apotheke|pharmacie|farmacia|apteka|apotek(?:et)?|apteekki|hotel|hôtel|otel(?:i)?|restaurant|ristorante|restaurante|restauracja|restoran(?:ı)?|trattoria|osteria|negozio|boutique|branch|filiale|sucursal|oddział|bank|banco|banque|ayuntamiento|rathaus|stadtverwaltung|bürgeramt|gemeindeamt|mairie|hôtel de ville|comune di|municipio|urząd|gemeente|city council|town hall|county council|belediye(?:si)?|kommune|kommun|kaupunki)(?![\p{L}])/iu;

/**
 * The number stands on a long line (no short-line block) of a firm's own details: its legal form, a register, tax or
 * VAT word, or a venue's or public body's name in the same sentence ("Trattoria da Mario s.r.l. – … – tel. 055 213456 –
 * P.IVA …", "Sede legale: … – REA MI-1234567 – Tel. …", "Ayuntamiento de Sevilla – Registro General, … Tel. …"); never
 * with a private or role word near it (privateLabel).
 */
/** A first person in the sentence ("my registered +1 …", "I'm at the hotel, …"): a person's own number. */
const FIRST_PERSON = /(?<![\p{L}'’])(?:my|me|i'm|i’m|i am|mine|mein|meine|meiner|mijn|mon|mes|mis|mój|moja|moje|mitt|minun|benim)(?![\p{L}'’])/iu;
function firmOnLine(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  // A line of a private party's part of the block ("NIP nabywcy: …" under "Nabywca:"): that person's.
  if (contactBlock(context)?.private) return false;
  const end = context.end ?? context.start;
  const lineStart = context.text.lastIndexOf('\n', context.start - 1) + 1;
  let pre = context.text.slice(Math.max(lineStart, context.start - 200), context.start);
  let post = context.text.slice(end, end + 120).split('\n')[0];
  // The sentence: back to a full stop before a capital ("… Istanbul. Tel:" keeps its line; ". Our" ends one).
  const cut = [...pre.matchAll(/[.!?][ \t]{1,3}(?=\p{Lu}\p{Ll}{2,}[ \t])(?!(?:Tel|Tél|Tlf|Tfn|Telefon|Telefono|Teléfono|Telefone|Telephone|Téléphone|Phone|Fax|Mob|Mobile|Cell|Handy|Puh|Sími)[ \t])/gu)].pop();
  if (cut) pre = pre.slice(cut.index + 1);
  const stop = post.search(/[.!?][ \t]{1,3}\p{Lu}/u);
  if (stop !== -1) post = post.slice(0, stop);
  const sentence = `${pre} ${post}`;
  if (!(LINE_FORM.test(sentence) || FIRM_LINE_WORD.test(sentence) || LINE_ORG.test(sentence))) return false;
  return !FIRST_PERSON.test(sentence) && !privateLabel(context) && !PERSON_ROLE.test(sentence) && !NAME_FIELD.test(sentence.trimStart());
}

/** The number's own label is a person's (PERSON_LABEL, LETTER_LABEL). */
export function personLabel(context: ValidatorContext | undefined): boolean {
  const { pre } = ownSegment(context, 40, 0);
  return PERSON_LABEL.test(pre) || LETTER_LABEL.test(pre);
}

/**
 * The number's line names it a firm's: a service word (SERVICE_WORDS, Zentrale) or the firm's own office (OUR_UNIT)
 * near it. A word that stands in another number's part of the line ("Zentrale 0711 788 420 · Fax 0711 788 4299")
 * still counts, unless the number's own label is a person's ("Switchboard 020 7946 0000 | Mobile 07700 900482").
 */
export function firmLine(context: ValidatorContext | undefined): boolean {
  const near = nearText(context);
  if (!near.trim()) return false;
  const wide = nearText(context, 64, 16);
  const service = SERVICE_WORDS.test(near) || ZENTRALE.test(near);
  const ours = OUR_UNIT.test(wide);
  if (service || ours) {
    const own = ownSegment(context);
    const ownWide = ownSegment(context, 64, 16);
    if ((service && (SERVICE_WORDS.test(`${own.pre} ${own.post}`) || ZENTRALE.test(`${own.pre} ${own.post}`))) || (ours && OUR_UNIT.test(`${ownWide.pre} ${ownWide.post}`))) return true;
    if (!personLabel(context)) return true;
  }
  const before = nearText(context, 120, 0);
  const sentence = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? ')) + 1);
  return FIRM_FORM.test(sentence) && CALL_US.test(sentence);
}

/**
 * Words that make a fixed line a private person's own: a home or private number ("tel. domowy", "numer domowy",
 * "Kotipuhelin", "hjemmetelefon", "thuisnummer", "(dom)"), in the languages the rule reads.
 */
/** The home and private words, as an alternation (PRIVATE_WORDS, MY_HOME). */
const PRIVATE_ALTS =
  String.raw`home (?:number|phone|tel|telephone|landline|line)|at home|private (?:number|phone|line)|privately|domowy|domowego|domowym|prywatny|prywatnie|prywatnego|prywatna|dom(?=\))|privat|privatnummer|privattelefon|hjemme|hjemmetelefon|hjemmenummer|hemma|hemtelefon|hemnummer|koti|kotiin|kotona|kotipuhelin|kotinumero|yksityinen|yksityisesti|privé|thuis|thuisnummer|zuhause|festnetz privat|domicile|de casa|em casa|en casa|di casa|particular|domicilio|abitazione|residencial|residência|heima|heimasími`;
const PRIVATE_WORDS = new RegExp(String.raw`(?<![\p{L}])(?:${PRIVATE_ALTS})(?![\p{L}])`, 'iu');
/** A person's role named at the number ("Tlf. leietaker", "Telefon rodzica", "Sími leigjanda", "Zgłaszająca:"): a private person's contact field. */
const PERSON_ROLE =
  /(?<![\p{L}])(?:tenant|patient|parent|guardian|applicant|claimant|leietaker(?:en|s)?|leigjand[ai]|lejer(?:en|s)?|hyresgäst(?:en|s)?|vuokralai(?:nen|sen)|najemc[ay]|pacjent(?:a|ki)?|potilas|potilaan|pasient(?:en)?|rodzic(?:a|ów)?|opiekun(?:a)?|forælder|förälder|vårdnadshavare|foresatt|huoltaja(?:n)?|wnioskodawc[ay]|zgłaszając[aey]|mottaker(?:en)?|modtager(?:en)?|mottagare(?:n)?)(?![\p{L}])/iu;
/** A person's name field at the start of a line ("Imię i nazwisko: …", "Navn: …", "Name: …"). */
const NAME_FIELD = /^[ \t]{0,4}(?:imię i nazwisko|imie i nazwisko|nazwisko|full name|name|navn|namn|nimi|naam|nom|nombre|nome|nafn)[ \t]{0,2}:/iu;
/** A firm's legal form, or a register, VAT or opening-hours line: a block that is a firm's, not a person's. */
const FIRM_BLOCK_FORM =
  /(?<![\p{L}]|[0-9] )(?:AS|ASA|AB|Oy|Oyj|ApS|A\/S|GmbH|AG|BV|B\.V\.|NV|N\.V\.|Ltd|Ltd\.|Limited|LLC|Inc|Inc\.|plc|PLC|SARL|SAS|S\.A\.|S\.L\.|S\.r\.l\.|S\.p\.A\.|Lda|[Ss]p\. z o\.o\.|sp\.j\.|ehf|SRL|Srl|SPRL|SCRL|BVBA|SA|SpA|SL|SLU)(?![\p{L}])/u;
/** A firm's register, VAT, tax, seat or opening-hours word, less a bare 'registered' ("my registered number"): firmOnLine reads these in a sentence. */
const FIRM_WORD_ALTS =
  String.raw`vat|kvk|btw|nip|regon|krs|cif|siret|siren|rcs|reg\. ?no|company no|org\. ?nr|y-tunnus|cvr|vergi(?: no| dairesi| numarası| numarasi)?|vkn|mersis(?: no)?|ticaret sicil(?: no)?|handelsregister|hrb|hra|ust-?id(?:nr)?|ust\.-?idnr|geschäftsführer|impressum|p\. ?iva|partita iva|rea|capitale sociale|sede legale|registro mercantil|domicilio social|datos fiscales|registre du commerce|tva intracommunautaire|n° tva|tva|bce|kbo|ondernemingsnummer|i[čc]o|di[čc]|i[čc] dph|n° d'entreprise|numéro d'entreprise|siège social|companies house|company (?:reg(?:istration)?|number)|registered (?:office|in)|kamer van koophandel|handelsregisternummer|org(?:anisasjons)?nummer|ticaret odası|opening hours|office hours|box office|mon(?:day)?[ –-]{1,3}fri(?:day)?|öffnungszeiten|openingstijden|horaires|horario|godziny otwarcia|öppettider|åpningstider|åbningstider|aukioloajat`;
/** FIRM_WORD_ALTS or a bare 'registered' on a line of a block: a firm's block. */
const FIRM_BLOCK_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${FIRM_WORD_ALTS}|registered)(?![\p{L}])`, 'iu');
/** A firm's word in the sentence of a number on a long line (firmOnLine). */
const FIRM_LINE_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${FIRM_WORD_ALTS})(?![\p{L}])`, 'iu');
/** A team signing ("Customer Support Team", "Ihr Team der Stadtwerke", "Zespół obsługi"). */
const TEAM = /(?<![\p{L}])(?:team|zespół|équipe|equipo|equipa|tiimi)(?![\p{L}])/iu;
/**
 * Sign-off phrases over a signature, per language, with the regions that language names (English: Britain, Ireland,
 * then North America). SIGN_OFF reads a line as a sign-off and SIGN_OFF_REGIONS names its language from the same
 * entries, each matched as the whole line, so that "Beste groeten" is Dutch and "Mit besten Grüßen" German, never
 * English for its "best".
 */
const SIGN_OFF_LANGUAGES: ReadonlyArray<{ alts: string; regions: readonly CountryCode[] }> = [
  {
    alts: String.raw`(?:kind|best|warm|warmest|many)?[ \t]{0,2}(?:regards|thanks)|best(?: wishes)?|cheers|thank you|sincerely|yours(?: sincerely| truly| faithfully)?|all the best|take care`,
    regions: ['GB', 'IE', 'US', 'CA', 'AU'],
  },
  { alts: '(?:met |beste )?(?:vriendelijke )?groet(?:en|jes)?|mvg', regions: ['NL', 'BE'] },
  { alts: '(?:mit )?(?:freundlichen|besten|beste|herzlichen|lieben|liebe|vielen|viele) gr(?:ü|ue)(?:ß|ss)(?:en|e)?|lg|vg|mfg', regions: ['DE', 'AT', 'CH'] },
  { alts: '(?:bien )?cordialement|bien (?:à|a) vous|amicalement|bises', regions: ['FR', 'BE', 'CH'] },
  { alts: '(?:un )?saludos?(?: cordiales)?|atentamente|un abrazo', regions: ['ES', 'MX'] },
  { alts: 'atenciosamente|(?:com os melhores )?cumprimentos|abraços?', regions: ['PT', 'BR'] },
  { alts: '(?:cordiali|distinti)? ?saluti', regions: ['IT', 'CH'] },
  { alts: 'pozdrawiam(?: serdecznie)?|z poważaniem|pozdrowienia', regions: ['PL'] },
  { alts: '(?:med )?vennlig (?:hilsen|hälsning(?:ar)?)|mvh|vh', regions: ['NO'] },
  { alts: '(?:med )?venlige? (?:hilsen|hälsning(?:ar)?)', regions: ['DK'] },
  { alts: '(?:med )?(?:vänlig|vänliga|bästa) (?:hilsen|hälsning(?:ar)?)|hälsningar', regions: ['SE'] },
  { alts: '(?:med )?beste (?:hilsen|hälsning(?:ar)?)|hilsen', regions: ['NO', 'DK'] },
  { alts: '(?:ystävällisin |parhain )?terveisin', regions: ['FI'] },
  { alts: '(?:kær|bestu|góðar) kveðj(?:a|ur)|kærar kveðjur|með kveðju|kveðja', regions: ['IS'] },
  { alts: 'saygılarımla|saygilarimla', regions: [] },
];
/** A whole line of one of these alternations: the sign-off alone, with its comma or full stop. */
const signOffLine = (alts: string) => new RegExp(String.raw`^[ \t]{0,4}(?:${alts})[ \t]{0,2}[,.!]?[ \t]{0,4}$`, 'iu');
/** A sign-off line over a signature, in the languages the rule reads ("Kind regards,", "Met vriendelijke groet,", "Pozdrawiam"). */
const SIGN_OFF = signOffLine(SIGN_OFF_LANGUAGES.map((l) => l.alts).join('|'));
/** Each language's own sign-off line, and its regions. */
const SIGN_OFF_REGIONS = SIGN_OFF_LANGUAGES.map((l) => ({ line: signOffLine(l.alts), regions: l.regions }));
/** Lower-case particles inside a surname ("Thijs van der Berg", "Ana de la Cruz"). */
const NAME_PARTICLE = /^(?:van|de|der|den|da|di|von|du|le|la|dos|del|ten|ter|af|zu)$/;
/** Initials standing for a given name ("J. Smith", "A.M. de Vries"). */
const INITIALS = /^\p{Lu}\.(?:-?\p{Lu}\.){0,2}$/u;
/**
 * A department's, desk's, board's or firm's word on a signature line, in the languages the rule reads: the line
 * is a unit signing, not a person. Whole words (English and Romance), or stems inside a compound word (German,
 * Dutch, Nordic, Finnish: Reklamationsafdelingen, Kundtjänsten, Hausverwaltung, Driftssentralen, Kiinteistöpalvelu).
 */
const UNIT_WORD =
  /(?<![\p{L}])(?:department|dept|desk|team|office|offices|service|services|accounts?|sales|bookings?|reservations|board|editorial|editors?|support|reception|management|administration|admin|planning|billing|payroll|customer|customers|helpdesk|hr|staff|secretariat|committee|dział|działu|biuro|zarząd|redakcja|sekretariat|obsługa|księgowość|vorstand|geschäftsführung|leitung|direction|rédaction|équipe|servicio|departamento|ufficio|direzione|redazione|departamento|direção|equipa|styret|styrelsen|bestyrelsen|hallitus|toimitus|redaksjonen|redaktionen|stjórn|ihre|ihr|your|the|our|uw)(?![\p{L}])|(?:afdeling|avdeling|avdelning|abteilung|verwaltung|sentral|zentrale|palvelu|tjänst|tjeneste|kundeservice|kundservice|kontor|kantoor|büro|bureau|redaktion|redactie|redaksjon|isännöinti|toimisto|administra|secretar|sekretar|klantenservice|kundendienst)/iu;

/**
 * A person's name alone on a line: two to five words, the first a listed given name (the person-name rules' list)
 * or initials, the rest capitalised name words (O'Connor, Smith-Jones, McLeod), initials or particles; never with a
 * department's, desk's or firm's word ("Accounts Payable", "Afdeling Planning", "Kundtjänsten …", "Der Vorstand").
 */
function personNameLine(line: string): boolean {
  if (line.length > 64 || !/^[ \t]{0,4}\p{Lu}/u.test(line)) return false;
  if (UNIT_WORD.test(line)) return false;
  const words = line.trim().split(/[ \t]{1,2}/);
  if (words.length < 2 || words.length > 5) return false;
  const [first, ...rest] = words;
  // The list writes some names without their accents (Ciaran, Sean): an accented one (Ciarán, Seán) is looked up folded too.
  // Icelandic and Nordic letters fold too (Guðrún → Gudrun, Þóra → Thora, Ægir → Aegir).
  const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/ð/g, 'd').replace(/Ð/g, 'D').replace(/þ/g, 'th').replace(/Þ/g, 'Th').replace(/æ/g, 'ae').replace(/Æ/g, 'Ae').replace(/ø/g, 'o').replace(/Ø/g, 'O');
  const listed = (w: string) => isGivenName(w, true) || isGivenName(fold(w), true);
  const last = rest[rest.length - 1];
  // A Nordic patronymic ("Guðrún Sigurðardóttir", "Jón Ólafsson") names a person whatever the given name.
  const patronymic = words.length === 2 && /^\p{Lu}\p{Ll}{1,20}(?:dóttir|sson)$/u.test(last);
  const given = INITIALS.test(first) || (NAME_TOKEN.test(first) && (listed(first) || patronymic) && !isNotName(first));
  if (!given) return false;
  if (!NAME_TOKEN.test(last) && !/^\p{Lu}[\p{Lu}'’-]{1,20}$/u.test(last)) return false;
  return rest.every((w) => NAME_TOKEN.test(w) || INITIAL.test(w) || INITIALS.test(w) || NAME_PARTICLE.test(w) || /^\p{Lu}[\p{Lu}'’-]{1,20}$/u.test(w));
}

/** A record's word on a line between the name and the number: the number is that record's, not the person's phone. */
const RECORD_WORD =
  /(?<![\p{L}])(?:invoice|order|total|amount|balance|ref|reference|tracking|account|pin|id|code|no|nr|number|build|version|room|ticket|case|booking|faktura|rechnung|factura|pedido|zamówienie|numer|kwota|suma|summe|betrag|montant|importe)(?![\p{L}])/iu;
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,63}/;

/**
 * The block of short lines holding the candidate (at most 6 above and 4 below, up to a blank or a long line):
 * `person`, a person's signature or contact block (a name line under a sign-off, or a name line with an e-mail
 * address in the block, and only titles between the name and the number); `firm`, another line of it is a firm's
 * (a register, VAT, opening-hours or box-office line, a switchboard or service word); `company`, that or a legal
 * form or a team signing, which keeps the layout alone and a fixed line from reading as a person's.
 */
type Block = { person: boolean; firm: boolean; company: boolean; signatory: boolean; lines: string[]; at: number; private?: boolean };
/** The last block read: validate, privateLine and why ask for the same candidate's block in turn. */
let lastBlock: { text: string; start: number; end: number | undefined; block: Block | undefined } | undefined;

export function contactBlock(context: ValidatorContext | undefined): Block | undefined {
  if (!context?.text || context.start === undefined) return undefined;
  const seen = lastBlock;
  if (seen && seen.text === context.text && seen.start === context.start && seen.end === context.end) return seen.block;
  const block = readBlock(context.text, context.start, context.end);
  lastBlock = { text: context.text, start: context.start, end: context.end, block };
  return block;
}

function readBlock(text: string, start: number, end: number | undefined): Block | undefined {
  const context = { start, end };
  const lineStart = text.lastIndexOf('\n', context.start - 1) + 1;
  const nl = text.indexOf('\n', context.end ?? context.start);
  const line = text.slice(lineStart, nl === -1 ? text.length : nl);
  if (line.length > 80) return undefined;
  const from = Math.max(0, lineStart - 420);
  const above = lineStart ? text.slice(from, lineStart - 1).split('\n') : [];
  if (from > 0) above.shift(); // a partial line
  const below = nl === -1 ? [] : text.slice(nl + 1, nl + 1 + 300).split('\n');
  const up: string[] = [];
  for (let i = above.length - 1; i >= 0 && up.length < 6; i--) {
    const l = above[i];
    if (!l.trim() || l.length > 60) {
      // One blank line between a sign-off and the name ("Regards,\n\nJohn") keeps the sign-off.
      if (!l.trim() && i > 0 && SIGN_OFF.test(above[i - 1])) up.unshift(above[i - 1]);
      break;
    }
    up.unshift(l);
  }
  const down: string[] = [];
  // The firm's register line that ends a block may run longer ("Geschäftsführer: … | AG Charlottenburg HRB 98765").
  let edge = '';
  for (const l of below) {
    if (!l.trim() || down.length >= 4) break;
    if (l.length > 60) {
      if (l.length <= 120) edge = l;
      break;
    }
    down.push(l);
  }
  const lines = [...up, line, ...down];
  // The firm judgement is the number's own party's: a block may hold several parties (seller and buyer, hotel and
  // guest). A number in a private party's part (under "Ospite:", "Nabywca:", "Bill to") is that person's, whatever
  // the seller's or hotel's lines above or below it say; the number's own line is still read (firmLine, firmOnLine).
  const party = partyOf(lines, up.length);
  // A private role's party that names a firm or a public body ("Nabywca:" over "NIP …", "Kunde:" over a council's
  // desk): a register, VAT or legal-form line from its label down to the number, or a public body's name in it.
  if (party?.kind === 'private' && lines.slice(party.from + 1, up.length + 1).some((l) => FIRM_BLOCK_WORD.test(l) || firmName(l)))
    party.kind = 'firm';
  if (party?.kind === 'private') return { person: true, firm: false, company: false, signatory: false, lines, at: up.length, private: true };
  // The other lines of its party (the number's own is firmLine's: "reach me … during office hours" is a person's).
  const others = party ? lines.filter((_, i) => i >= party.from && i < party.to && i !== up.length) : [...up, ...down];
  if (party && party.to < lines.length) edge = '';
  // A firm's role, or any role over a firm's or public body's name ("Sold to: Müller Maschinenbau AG"): the party is
  // that firm; a number its own label names a person's (Mobil, Direct) stays one (personLabel).
  const firmRole = party?.kind === 'firm' && (FIRM_PARTY_LABEL.test(lines[party.from]) || PRIVATE_PARTY_LABEL.test(lines[party.from]));
  const firm = firmRole || others.some((l) => FIRM_BLOCK_WORD.test(l) || SERVICE_WORDS.test(l) || ZENTRALE.test(l)) || (!!edge && FIRM_BLOCK_WORD.test(edge));
  // A legal form or a team: a person may sign under the firm's name ("Cruickshank Inc", then "Mobile: …"), so this
  // keeps only the layout and a fixed line from reading as a person's, not a number a phone word names.
  // Under a person's name line a legal form anywhere in the block still counts here: a bare number in a signature
  // over "Grant Joinery Ltd / Switchboard: …" may be the firm's; a number its own label names is the person's.
  const company = firm || party?.kind === 'firm' || (party?.kind === 'person' ? [...up, ...down] : others).some((l) => FIRM_BLOCK_FORM.test(l) || TEAM.test(l));
  // The signatory: a name line right under the sign-off, or (with an e-mail address in the block) anywhere above.
  // Between the name and the number only titles: no digits and no record's word ("Invoice 4471", "Order ID").
  const signed = up.findIndex((l, i) => i > 0 && SIGN_OFF.test(up[i - 1]) && personNameLine(l));
  const named = signed !== -1 ? signed : lines.some((l) => EMAIL.test(l)) ? up.findIndex((l) => personNameLine(l) || NAME_FIELD.test(l)) : -1;
  const titles = named !== -1 && up.slice(named + 1).every((l) => !/[0-9]/.test(l) && !RECORD_WORD.test(l));
  // A one-person firm's signature ("Cheers,\nSophie Turner\n07723 456789\nTurner Design Studio Ltd\nCompany No. …"):
  // the number right under the signatory's name line (titles only between) and the firm's lines all below it, none
  // another phone line (no separate switchboard): the signatory's own.
  const sole =
    signed !== -1 &&
    titles &&
    up.slice(signed + 1).every((l) => !FIRM_BLOCK_FORM.test(l) && !FIRM_BLOCK_WORD.test(l) && !SERVICE_WORDS.test(l) && !TEAM.test(l)) &&
    !down.some((l) => SERVICE_WORDS.test(l) || ZENTRALE.test(l) || (!FIRM_BLOCK_WORD.test(l) && /(?:^|[^0-9])(?:\+|0)[0-9][0-9 ().\/-]{5,}[0-9]/.test(l)));
  return { person: titles && (!company || sole), firm: firm && !sole, company, signatory: signed !== -1 && up.slice(signed + 1).every((l) => !RECORD_WORD.test(l)), lines, at: up.length };
}

/**
 * Role labels of a document's parties, in the languages the rules read, as a line's label ("Ospite: …", "Nabywca:",
 * "Bill to", "Dane klienta:", "Gjest: …"). PRIVATE_PARTY: a private person's role (a guest, buyer, customer, patient,
 * tenant, parent, passenger, insured …); FIRM_PARTY: a firm's (a seller, supplier, issuer, host, hotel, practice,
 * school …). A landlord or a plain "Contact" may be either and starts no party of its own kind.
 */
const PRIVATE_PARTY =
  'guests?|lead guest|main guest|gast|gäste|gäst|gäster|gæst|gæster|gjest|gjester|ospite|ospiti|hu[ée]sped(?:es)?|h[óo]spede|misafir|vieras|vieraat|go[śs][ćc]|go[śs]cia|goście|' +
  'clients?|cliente|clienta|customer|kunde|kunden|kund|klant|klient|klienta|asiakas|asiakkaan|m[üu]şteri|buyer|purchaser|bill(?:ed)? to|ship(?:ped)? to|sold to|deliver(?:ed)? to|invoice(?:d)? to|' +
  'nabywca|nabywcy|odbiorca|odbiorcy|kupujący|kupującego|zamawiający|zamawiającego|k[äa]ufer|rechnungsempf[äa]nger|lieferadresse|acheteur|acqu[ée]reur|destinataire|factur[ée] [àa]|comprador|acquirente|committente|receptor|destinatario|facturar a|koper|afnemer|k[øo]ber|k[öo]pare|kj[øo]per|ostaja|alıcı|' +
  'patients?|patientin|pacjent|pacjenta|pacjentka|pati[ëe]nt|paciente|paziente|potilas|potilaan|pasient|hasta|tenant|najemca|najemcy|mieter|mieterin|locataire|inquilino|locat[áa]rio|huurder|leietaker|lejer|hyresg[äa]st|vuokralainen|kiracı|conduttore|' +
  'parent|parents|guardian|rodzic|rodzica|opiekun|eltern|erziehungsberechtigte[r]?|genitore|tutor|ouder|for[æa]lder|f[öo]r[äa]lder|foresatt|veli|huoltaja|' +
  'passenger|passager|passagier|pasajero|passeggero|pasa[żz]er|yolcu|traveller|traveler|reisende[r]?|viaggiatore|voyageur|viajero|policyholder|insured|versicherte[r]?|assur[ée]|asegurado|assicurato|ubezpieczony|' +
  'applicant|claimant|borrower|kredytobiorca|member|mitglied|membre|socio|private customer|privatkunde|privatperson|particulier|particular|privato|' +
  'n[áa]jemce|n[áa]jemn[íi]k|n[áa]jomca|n[áa]jomn[íi]k|kupuj[íi]c[íi]|kupuj[úu]ci|objednatel|objednávateľ|odb[ěe]ratel|odberate[ľl]|pacientka|pacient|host[ěe]|hos[ťt]|klientka|z[áa]kazn[íi]k|cestuj[íi]c[íi]';
const FIRM_PARTY =
  'sellers?|vendors?|suppliers?|issuer|merchant|sprzedawca|sprzedawcy|sprzedający|dostawca|dostawcy|wystawca|wystawcy|verk[äa]ufer|lieferant|rechnungssteller|auftragnehmer|vendeur|fournisseur|prestataire|[ée]metteur|emisor|proveedor|vendedor|prestador|fornitore|venditore|cedente|prestatore|leverancier|verkoper|leverand[øo]r|leverant[öo]r|s[äa]ljare|selger|s[æa]lger|myyj[äa]|toimittaja|satıcı|' +
  'hotel|property|accommodation|struttura|h[ôo]tel|unterkunft|alojamiento|alojamento|obiekt|majoitus|overnatting|boende|konaklama|practice|praxis|clinic|klinik|cabinet|gabinet|school|szko[łl]a|schule|[ée]cole|escuela|scuola|organi[sz]er|veranstalter|organisateur|organizzatore|company|firma|empresa|azienda|soci[ée]t[ée]|unternehmen|carrier|przewoźnik|' +
  'prod[áa]vaj[íi]c[íi]|pred[áa]vaj[úu]ci|dodavatel|dod[áa]vate[ľl]|zhotovitel|ubytovatel|poskytovatel';
const PARTY_LABEL = (roles: string) =>
  new RegExp(`^[ \\t]{0,4}(?:[\\p{L}]{1,12}[ \\t]{1,2})?(?:${roles})(?:[ \\t]{1,2}[\\p{L}]{1,12})?[ \\t]{0,2}(?:\\([^)\\n]{0,40}\\))?[ \\t]{0,2}(?::|$)`, 'iu');
const PRIVATE_PARTY_LABEL = PARTY_LABEL(PRIVATE_PARTY);
const FIRM_PARTY_LABEL = PARTY_LABEL(FIRM_PARTY);
const NEUTRAL_PARTY_LABEL =
  /^[ \t]{0,4}(?:(?:landlord|pronaj[íi]matel|prenaj[íi]mate[ľl]|vermieter(?:in)?|bailleur|arrendador|locatore|wynajmuj[ąa]cy|verhuurder|utleier|udlejer|hyresv[äa]rd|vuokranantaja|ev sahibi)[ \t]{0,2}(?::|$)|(?:contact|kontakt|contatto|contacto|from|to|von|an|de|da|od|do|van|aan|fra|til|fr[åa]n|till)[ \t]{0,2}:)/iu;
/** Words that make a role label a firm's desk ("Customer service:", "Client support:"), no party of a person. */
const DESK_WORD = /(?<![\p{L}])(?:service|services|support|care|desk|portal|cent(?:er|re)|relations|team|line|number|no|nr|id|ref)(?![\p{L}])/iu;

/** A public body's name: a council, town hall, municipality or authority ("Gemeente Utrecht", "Oslo kommune", "Gmina Kraków"). */
const PUBLIC_BODY =
  /(?<![\p{L}])(?:gemeente|gemeinde|stadtverwaltung|stadtwerke|landratsamt|bezirksamt|rathaus|mairie|commune de|ville de|pr[ée]fecture|ayuntamiento|concello|ajuntament|diputaci[óo]n|junta de|c[âa]mara municipal|munic[íi]pio|prefeitura|comune di|municipio|regione|kommune|kommun|kommunen|fylkeskommune|landsting|kaupunki|kaupungin|gmina|gminy|urz[ąa]d|starostwo|belediye(?:si)?|valilik|kaymakaml[ıi]k|magistr[áa]t|krajsk[ýy] [úu]řad|council|ministry|ministerium|minist[èe]re|ministerio|ministero|ministerie|beh[öo]rde|amt f[üu]r)(?![\p{L}])(?![ \t]{0,2}:)/iu;
/** Czech and Slovak legal forms ("s.r.o.", "spol. s r.o.", "a.s.", "v.o.s."). */
const CZ_FORM = /(?<![\p{L}])(?:s\. ?r\. ?o\.|spol\. s r\. ?o\.|a\. ?s\.|k\. ?s\.|v\. ?o\. ?s\.)(?![\p{L}])/iu;
/** A firm's legal form or a public body's name on a line (a party's name after its role label, or a line of its own). */
function firmName(line: string): boolean {
  return FIRM_BLOCK_FORM.test(line) || LINE_FORM.test(line) || CZ_FORM.test(line) || PUBLIC_BODY.test(line);
}

/** A "Host:" label (English: the firm or person hosting; Czech and Slovak: the guest). */
const HOST_LABEL = /^[ \t]{0,4}host[ \t]{0,2}:/iu;
/** Letters of Czech or Slovak and of no other language the rules read. */
const CZECH_LETTERS = /[ěřůňťďľĺŕčšžĚŘŮŇŤĎĽĹŔČŠŽ]/u;

type PartyKind = 'private' | 'firm' | 'person' | 'neutral';
/** The kind of party a line starts: a private role's label, a firm role's label or a firm's name (legal form), a person's name line; undefined for none. */
function partyStart(line: string, czech = false): PartyKind | undefined {
  // "Host:" is a firm's role in English (the host of a stay or event), a guest in Czech and Slovak; over a person's
  // name ("Host: Tereza Horáková", a private host "Host: Jane Miller") it is that person's party in either language.
  const host = HOST_LABEL.exec(line);
  const hostPerson = !!host && (czech || personNameLine(line.slice(host[0].length).trim()));
  if (host && !hostPerson) return 'firm';
  const role = PRIVATE_PARTY_LABEL.exec(line) ?? (hostPerson ? host : null);
  // A private role over a firm's or a public body's name ("Client: Acme GmbH", "Kjøper: Fjordfisk AS", "Klant:
  // Gemeente Utrecht"): a firm's party. Buyers and customers of business invoices are mostly firms.
  if (role && firmName(line.slice(role[0].length))) return 'firm';
  if (role && !DESK_WORD.test(role[0]) && !SERVICE_WORDS.test(line) && !TEAM.test(line)) return 'private';
  if (FIRM_PARTY_LABEL.test(line) || (FIRM_BLOCK_FORM.test(line) && !/^[ \t]{0,4}(?:tel|phone|fax|e-?mail)/iu.test(line))) return 'firm';
  if (NEUTRAL_PARTY_LABEL.test(line)) return 'neutral';
  if (personNameLine(line)) return 'person';
  return undefined;
}

/**
 * The party of the block's line `at`: the lines from the party start at or above it (a role label, a firm's name or
 * a person's name line) to the next start below, and that start's kind; undefined when no line of the block starts
 * a party. Lines above the first start (a document's heading: "Hotel Lungarno – Conferma prenotazione") are no
 * party's but the first one's below.
 */
function partyOf(lines: string[], at: number): { from: number; to: number; kind: PartyKind } | undefined {
  const czech = lines.some((l) => CZECH_LETTERS.test(l));
  const kinds = lines.map((l) => partyStart(l, czech));
  if (!kinds.some((k) => k && k !== 'person')) return undefined;
  let from = -1;
  for (let i = at; i >= 0; i--) if (kinds[i]) { from = i; break; }
  let to = lines.length;
  for (let i = at + 1; i < lines.length; i++) if (kinds[i]) { to = i; break; }
  return from === -1 ? { from: 0, to, kind: 'neutral' } : { from, to, kind: kinds[from]! };
}

/**
 * A fixed line that belongs to a private person: a home or private word near the number, a person's role named at it
 * or on the line above (tenant, patient, parent, "Zgłaszająca:"), a person's name field over it, or a person's
 * signature or contact block; never in a firm's block.
 */
function privateLine(context: ValidatorContext | undefined): boolean {
  // Never a number under a register or VAT word on its own line ("Coulter & Moss LLP, VAT GB 123 4567 89").
  if (FIRM_BLOCK_WORD.test(ownSegment(context).pre)) return false;
  const block = contactBlock(context);
  if (block?.company) return false;
  if (block?.person || privateLabel(context)) return true;
  // A person's record: the block also gives a birth date under its label ("Geb.datum:", "Date of birth:", "née le").
  if (block?.lines.some((l, i) => i !== block.at && BIRTH_LABEL.test(l))) return true;
  // A role or name field heading the number's line or one of the two above it ("Najemca: Jan Kowalski", "Navn: …").
  const lines = context?.text && context.start !== undefined ? context.text.slice(Math.max(0, context.start - 240), context.start).split('\n').slice(-3) : [];
  return lines.some((l) => ROLE_FIELD.test(l) || NAME_FIELD.test(l));
}

/** A birth-date label opening a line, in the languages the rules read: the block is a person's record. */
const BIRTH_LABEL =
  /^[ \t]{0,4}(?:date of birth|birth ?date|dob|d\.o\.b\.|geb\.? ?datum|geboortedatum|geburtsdatum|geboren(?: am)?|date de naissance|n[ée]e? le|data di nascita|nato il|nata il|fecha de nacimiento|data de nascimento|data urodzenia|f[øo]dselsdato|f[öo]delsedatum|f[öo]dd|f[øo]dt|syntym[äa]aika|doğum tarihi|fæðingardagur)[ \t]{0,2}[:.]/iu;
/** A role word as a field label at the start of a line ("Najemca: …", "Patient: …", "Zgłaszająca: …"). */
const ROLE_FIELD = new RegExp(`^[ \\t]{0,4}(?:${PERSON_ROLE.source})[ \\t]{0,2}:`, 'iu');
/** "Home" alone as a number's label ("Home: 01 …", "H/Home 01 …"). */
const HOME_LABEL = /(?<![\p{L}])(?:home|house|hjem|hem|koti|dom|thuis|casa|heima)(?![\p{L}])/iu;
/** What may stand between a label's role or home word and the number: phone words, "number", punctuation. */
const LABEL_TAIL =
  /^(?:[ \t]{0,2}(?:tel|tlf|tfn|telefon|telefonu|telephone|phone|nr|no|number|nummer|numer|numero|número|puh|puhelin|sími|mob|mobile|kom|gsm|landline|line|fixed)[.:]?){0,3}[ \t]{0,2}[:.=–—-]?[ \t]{0,3}\(?$/iu;
/** A first person's possessive naming a home or private number ("my home number is", "mijn thuisnummer", "heimasími minn"). */
const MY_HOME = new RegExp(
  `(?<![\\p{L}])(?:(?:my|mijn|min|mitt|mine|mit|mín|mój|moj|mojego|mein|meine|meinen|meiner|mon|ma|mi|mio|meu|minun)[ \\t]{1,2}(?:[\\p{L}]{1,15}[ \\t]{1,2})?(?:${PRIVATE_ALTS})|(?:${PRIVATE_ALTS})[ \\t]{1,2}(?:minn|mitt|min|mín|mit|mijn)|(?:me|meg|mig|mej|mnie|mich|mij|moi|minua|mér)[ \\t]{1,2}(?:[\\p{L}]{1,12}[ \\t]{1,2}){0,2}(?:at home|hjemme|hemma|kotona|thuis|zuhause|heima|w domu|en casa|em casa|a casa|privately|prywatnie|privat))(?![\\p{L}])`,
  'iu',
);
/** A role or home word that may label a number (searched with lastIndex, hence global). */
const LABEL_WORD = new RegExp(`(?:${PERSON_ROLE.source}|${PRIVATE_WORDS.source}|${HOME_LABEL.source})`, 'giu');
/** A verb asking the reader to contact another party ("call", "kontakte", "melder … til", "zgłasza … do"). */
const CONTACT_VERB =
  /(?<![\p{L}])(?:call|ring|phone|contact|reach|dial|kontakt\p{L}{0,4}|meld\p{L}{0,4}|zgłasza\p{L}{0,4}|zadzwo\p{L}{0,3}|dzwo\p{L}{0,4}|bel|bellen|anrufen|rufen|appelez|appeler|llame|llamar|chiama\p{L}{0,3}|ligue|ligar|soit\p{L}{0,6}|hringdu|hringja|til|do|to)(?![\p{L}])/iu;

/**
 * A role or home word labelling the number: in the number's own label right before it ("Tel. leietaker: 22 …",
 * "Telefon rodzica:", "tel. domowy 22 …", "Home: 01 …"), in brackets right after it ("(dom)"), or a first person's
 * possessive naming it ("my home number is …") with no verb toward another party between.
 */
function privateLabel(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  const text = context.text;
  const lineStart = text.lastIndexOf('\n', context.start - 1) + 1;
  const before = text.slice(Math.max(lineStart, context.start - 60), context.start);
  const end = context.end ?? context.start;
  const after = text.slice(end, end + 24).split('\n')[0];
  const word = LABEL_WORD;
  word.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = word.exec(before))) if (LABEL_TAIL.test(before.slice(m.index + m[0].length))) return true;
  if (/^[ \t]{0,2}\((?:dom|home|hjem|hjemme|koti|privat|prywatny|thuis|casa|heima)\)/iu.test(after)) return true;
  const mine = MY_HOME.exec(before);
  return !!mine && !CONTACT_VERB.test(before.slice(mine.index + mine[0].length));
}

/** Types no private person answers: toll-free, shared-cost, premium-rate and universal-access (one number for a firm) lines. */
const SERVICE_TYPES: ReadonlySet<string> = new Set(['TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE', 'UAN']);

const FREE_OR_PREMIUM: ReadonlySet<string> = new Set(['TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE']);

/** Valid in the number plan and of a kind a person may answer (not SERVICE_TYPES). */
function personValid(n: PhoneNumber | undefined): boolean {
  return !!n?.isValid() && !SERVICE_TYPES.has(n.getType() ?? '');
}

/** Phone types a person answers: a mobile, or a number whose plan does not tell mobile from fixed (Denmark, Norway's 8-digit plan). */
const PERSONAL_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/** Danish mobile ranges (libphonenumber types every Danish number FIXED_LINE_OR_MOBILE). */
const DK_MOBILE = /^(?:2\d|3[01]|4[0-2]|5[0-3]|6[01]|71|81|9[1-3])/;

/** A number of a person's kind in its region: a mobile, a personal number, or (Denmark) a number in a mobile range. */
function personal(n: PhoneNumber, region: CountryCode): boolean {
  const type = n.getType() ?? '';
  if (region === 'DK') return DK_MOBILE.test(n.nationalNumber);
  return PERSONAL_TYPES.has(type);
}

/**
 * The default regions' verdict on a national number, or undefined when no plan accepts it: valid when some plan
 * calls it a person's kind (a mobile …) — the first such plan settles it, as no other plan's reading can then refuse
 * it; else invalid when one calls it toll-free, shared-cost or premium, or when every plan that accepts it calls it
 * a service line.
 */
function defaultRegionsOutcome(v: string): 'valid' | 'invalid' | undefined {
  const accepted: PhoneNumber[] = [];
  for (const region of DEFAULT_REGIONS) {
    const n = parsePhoneNumberFromString(v, region);
    if (!n?.isValid()) continue;
    if (PERSONAL_TYPES.has(n.getType() ?? '')) return 'valid';
    accepted.push(n);
  }
  if (!accepted.length) return undefined;
  const free = accepted.some((n) => FREE_OR_PREMIUM.has(n.getType() ?? ''));
  return free || !accepted.some(personValid) ? 'invalid' : 'valid';
}

/** A calendar date (02.11.1958, 1970-01-01), not a number to dial. */
const DATE_SHAPE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2})$/;

/** The candidate continues a run of digits or a code ("FI09 4231 0500 2981 74", "Kraków 31-021 12 …"). */
function afterDigits(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  return /[0-9][ .-]?$/.test(context.text.slice(Math.max(0, context.start - 2), context.start));
}

/** An amount, not a number to dial: a currency right before or after ("kr 412 345 678", "601 234 567 zł"). */
function isAmount(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  const end = context.end ?? context.start;
  const money = /^(?:kr|nok|sek|dkk|isk|eur|euro|€|zł|zl|pln|chf|fr|%)(?![\p{L}])/iu;
  return money.test(context.text.slice(end, end + 8).trimStart()) || /(?:kr|nok|sek|dkk|isk|eur|€|zł|pln|chf)\.?[ \t]{0,2}$/iu.test(context.text.slice(Math.max(0, context.start - 8), context.start));
}

/**
 * Phone number checked with libphonenumber-js (full "max" metadata, so the digits are matched against each
 * region's number plan, not just the length). `+CC` and `00CC` numbers are checked as international; others
 * against DEFAULT_REGIONS (numbers laid out 3-3-4 against US/CA only), then against the regions whose phone
 * words are near (contextRegions), where only a mobile-kind number counts; a national number written in groups
 * without a trunk 0 ("412 34 567", "22 628 14 90") only against the latter. A number labelled as a tax, VAT or
 * company-register number ("P.IVA 09876543210", "CVR-nr. 12345678"), or a national one as another record's
 * ("Order no. …", "Fakturanummer …"), is not a phone. No checksum, so 'valid' keeps the rule's score (context
 * words decide).
 */
export const phoneNumber: Validator = {
  name: 'phone_number',
  confirms: false,
  validate(value, context) {
    const v = value.trim();
    const digits = v.replace(/\D/g, '');
    if (/[^\d\s()+./-]/.test(v) || !digits) return 'not_applicable';
    if (digits.length < 6 || digits.length > 17 || /^(\d)\1+$/.test(digits)) return 'invalid';
    const international = v.startsWith('+') || v.startsWith('00');
    if (international ? taxLabelBefore(context) : recordLabelBefore(context)) return 'invalid';
    if (firmLine(context)) return 'invalid';
    // A number with its country code in a firm's contact block ("Impressum … Tel.: +49 89 …", a hotel's "T: +49 30 2261 0"
    // under its Front Desk), unless its own label is a person's.
    if (international && firmBlockNumber(context)) return 'invalid';
    if (international) {
      const intl = v.startsWith('+') ? v : `+${v.replace(/^00/, '')}`;
      // Service types are not refused here: a number written with its country code is one given to be dialled,
      // and the eval's filled templates count "+448003566638" (drawn valid for the locale) as a phone.
      return parsePhoneNumberFromString(intl)?.isValid() ? 'valid' : 'invalid';
    }
    // Never a date (02.11.1958), a Brazilian postal code (01426-001), a number shorter than any national plan's
    // or the tail of a longer digit run (an IBAN's groups: "FI09 4231 0500 2981 74").
    if (digits.length < 7 || DATE_SHAPE.test(v) || /^\d{5}-\d{3}$/.test(v) || afterDigits(context)) return 'invalid';
    // In a firm's contact block (a legal form, register, VAT or opening-hours line, a team, a box office …).
    // Not a number under a person's own label (Mobile, Mob., Handy, cell., GSM, kom., Direct, DD …): a signatory's
    // mobile or direct line beside the firm's switchboard is the person's.
    if (firmBlockNumber(context)) return 'invalid';
    // Written 3-3-4 ("(415) 555-0132", "415.555.0132") is the North American layout: check it there,
    // or some other region's plan accepts almost any such run (123-456-7890 is a valid UK national number).
    const nanp = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]\d{4}$/.test(v);
    if (nanp) {
      const n = (['US', 'CA'] as const).map((r) => parsePhoneNumberFromString(v, r)).find((p) => p?.isValid());
      if (n) return personValid(n) ? 'valid' : 'invalid';
      // Italy writes its mobiles 3xx xxx xxxx too ("cell. 348 512 7730"): with a phone word near, one no North
      // American plan accepts is read in Italy's plan, a mobile only.
      if (v.startsWith('3') && ITALIAN_WORDS.test(nearText(context))) {
        const it = parsePhoneNumberFromString(v, 'IT');
        if (it?.isValid()) return personal(it, 'IT') ? 'valid' : 'invalid';
      }
    }
    // Grouped digits without a trunk 0 ("412 34 567"): a Nordic, Polish or Portuguese layout.
    const bareGroups = /^[1-9]\d{0,3}(?:[ -]\d{2,4}){1,3}$/.test(v);
    // The regions of the phone words near: only a number of a person's kind (mobile, or a plan that does not tell
    // mobile from fixed), never a firm's switchboard, toll-free or shared-cost line, and never an amount; a 3-3-4
    // layout only with a trunk 0 ("040 718 2936", "087 314 2259": no North American area code starts with 0). A
    // word of one language alone decides before the default regions (LANGUAGE_REGIONS' `first`).
    const regions = (nanp && !v.startsWith('0')) || isAmount(context) ? [] : contextRegions(context);
    for (const { region, first } of regions) {
      if (!first) continue;
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid()) return personal(n, region) || (personValid(n) && privateLine(context)) ? 'valid' : 'invalid';
    }
    // A default region's plan accepts it; not when one that does calls it a toll-free, shared-cost or premium line
    // and none a mobile (Dutch "0800 1234" is toll-free, though Italy's plan reads a Bari landline; a Japanese
    // mobile 090-1234-5678 stays), nor when every one calls it a service line (a UK 055 corporate number is a
    // German landline too, and stays).
    if (!nanp && !bareGroups) {
      const outcome = defaultRegionsOutcome(v);
      if (outcome) return outcome;
    }
    // A 3-3-4 number with a trunk 0 is no North American one (no area code starts with 0): a default region's plan
    // reads it when it calls it a mobile, or a fixed line a private person's (below: "Telefoon thuis: 010 482 9375").
    const trunk334 = nanp && v.startsWith('0');
    if (trunk334 && DEFAULT_REGIONS.some((r) => { const n = parsePhoneNumberFromString(v, r); return !!n?.isValid() && PERSONAL_TYPES.has(n.getType() ?? ''); })) return 'valid';
    // The first near region whose plan accepts the number decides: an Oslo landline "22 12 34 56" beside "ring"
    // is Norway's fixed line, not a Danish mobile.
    for (const { region } of regions) {
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid()) return personal(n, region) || (personValid(n) && privateLine(context)) ? 'valid' : 'invalid';
    }
    if (trunk334 && defaultRegionsOutcome(v) === 'valid' && privateLine(context)) return 'valid';
    return 'invalid';
  },
  why: (value, context) => {
    const v = value.trim();
    const label = v.startsWith('+') || v.startsWith('00') ? taxLabelBefore(context) : recordLabelBefore(context);
    if (label) return `named as a tax, company or other record's number ("${label}")`;
    if (firmLine(context)) return "a firm's line: a switchboard or customer-service word, our office, or a firm asking to be called";
    return firmBlockNumber(context) ? "in a firm's contact block (a register, VAT, opening-hours or box-office line, a service word)" : undefined;
  },
};

/** Regions read for a number alone on a signature line: the default ones and those of the languages the rule reads. */
const SIGNATURE_REGIONS: readonly CountryCode[] = [...DEFAULT_REGIONS, 'IE', 'PL', 'PT', 'NO', 'DK', 'SE', 'FI', 'IS', 'BE', 'AT', 'CH'];

/**
 * A national number alone on its own line of a person's signature or contact block, with no phone word (a name line,
 * a title, then "06-41 87 22 09" or "087 314 2259"): valid when some region's plan calls it a person's kind (mobile,
 * personal; a North American 3-3-4 number in the US or Canada), and no plan a toll-free, shared-cost, premium or
 * universal-access line; never in a firm's block (a legal form, register, VAT or opening-hours line, a team, a
 * switchboard), under a record's label, nor a date or the tail of a digit run.
 */
export const phoneSignature: Validator = {
  name: 'phone_signature',
  confirms: false,
  validate(value, context) {
    const v = value.trim();
    if (/[^\d\s()+./-]/.test(v)) return 'not_applicable';
    const digits = v.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 13 || /^(\d)\1+$/.test(digits) || DATE_SHAPE.test(v) || afterDigits(context)) return 'invalid';
    if (recordLabelBefore(context) || firmLine(context)) return 'invalid';
    const block = contactBlock(context);
    if (!block) return 'invalid';
    // A one-letter mobile or direct-line label ("M 06 12345678", "D 020 …") names the signatory's own number even in a
    // block that also lists the firm's line ("T 030 234 5678 (receptie)").
    const line = block.lines[block.at].trim();
    const lettered = /^[MD][ \t]{1,2}(?=[0-9(])/.test(line);
    if (!(block.person || (lettered && block.signatory))) return 'invalid';
    if (line.replace(/^[MD][ \t]{1,2}(?=[0-9(])/, '') !== v) return 'invalid';
    // Not under a record's or tax label on the line above ("Tracking no.", "NIP:").
    const above = block.at > 0 ? `${block.lines[block.at - 1].trim()} ` : '';
    if (above && recordLabelBefore({ match: v, text: above, start: above.length, end: above.length })) return 'invalid';
    const nanp = /^(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]\d{4}$/.test(v) && !v.startsWith('0');
    // The sign-off's language names the regions, and the first of them whose plan accepts the number decides.
    const signOff = block.lines.slice(0, block.at).find((l) => SIGN_OFF.test(l)) ?? '';
    const named = nanp ? (['US', 'CA'] as const) : SIGN_OFF_REGIONS.find((s) => s.line.test(signOff))?.regions;
    for (const region of named ?? []) {
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid()) return personal(n, region) ? 'valid' : 'invalid';
    }
    // Else (no sign-off, or none of its regions accepts it): some region calls it a person's kind and none a
    // toll-free, shared-cost or premium line.
    let mobile = false;
    for (const region of SIGNATURE_REGIONS) {
      const n = parsePhoneNumberFromString(v, region);
      if (!n?.isValid()) continue;
      if (FREE_OR_PREMIUM.has(n.getType() ?? '')) return 'invalid';
      if (personal(n, region)) mobile = true;
    }
    return mobile ? 'valid' : 'invalid';
  },
  why: (_value, context) => (contactBlock(context)?.company ? "a firm's contact block (legal form, register, VAT or opening hours, team)" : undefined),
};
