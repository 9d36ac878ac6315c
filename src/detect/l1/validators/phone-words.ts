/**
 * The word lists of the phone validators (phone-number.ts): phone words per language, firm, service, party, role,
 * home and sign-off words, and the regexes built from them, in the languages the rules read.
 *
 * A word list's regex reads `(?=\p{L})(?<![\p{L}])(?:…)`: every word of the list starts with a letter, so the leading
 * lookahead changes no match; it only spares the engine the lookbehind and the alternation at every space, digit and
 * punctuation mark (the lists are read around every phone candidate; about half their cost). Keep a list's words
 * starting with a letter, or drop the lookahead from that regex.
 */
import type { CountryCode } from 'libphonenumber-js/max';

/**
 * Phone words of one language (whole words, lower case) and the regions whose national numbers they make
 * worth trying: a Norwegian "412 34 567" or a Finnish "040 123 4567" is valid in no default region, and a
 * run of eight digits is a Danish number as often as a customer number, so these plans are read only beside
 * such a word (the rule's context words, which the score needs anyway, hold them all). `first`: the words
 * belong to that language alone (tlf, puh., telemóvel, not telefon or tel), so its regions decide before the
 * default ones: a Helsinki switchboard "puh. 09 123 4567" is valid in Germany's plan too.
 */
export const LANGUAGE_REGIONS: ReadonlyArray<{ words: RegExp; regions: readonly CountryCode[]; first: boolean }> = [
  // Swedish, Norwegian, Danish.
  { words: /(?=\p{L})(?<![\p{L}])(?:tlf|tfn|ringe|ringa|ring meg|ring mig|ring til|ring oss|mobilnr|mobiltlf|hjemmetelefon|hjemmenummer|hemtelefon|hemnummer|fastnettelefon|fastnet|fastnetnummer|fasttelefon|mit nummer|mitt nummer|mit mobilnummer|mitt mobilnummer|nå meg på|nå deg på|nå mig på|nå dig på|når dig på|når mig på|nås på)(?![\p{L}])/iu, regions: ['NO', 'DK', 'SE'], first: true },
  { words: /(?=\p{L})(?<![\p{L}])(?:telefon|telefonnr|telefonnummer|mobil|mobilnummer|mobiltelefon|mob|ring|sms)(?![\p{L}])/iu, regions: ['NO', 'DK', 'SE'], first: false },
  // Finnish.
  { words: /(?=\p{L})(?<![\p{L}])(?:puh|puhelin|puhelinnumero|puhelinnumeroni|kotipuhelin|kotinumero|kotipuh|soittoa|numeroon|puhelimella|puhelimitse|matkapuhelin|soita|soittaa|soittamaan|soitella|soittakaa|soitathan|soitto|tekstiviesti|numeroni|kännykkä|kännykkään|kännykkäni)(?![\p{L}])/iu, regions: ['FI'], first: true },
  // Icelandic.
  // Icelandic writes a phone's kind into one word with it (heimasími, vinnusími, farsíminn, símanúmerið): the stems end it.
  { words: /(?=\p{L})(?<![\p{L}])(?:\p{L}{0,12}(?:sím(?:i|a|ann|anum|inn|ans)|símanúmer\p{L}{0,4})|hringdu|hringja)(?![\p{L}])/iu, regions: ['IS'], first: true },
  // Polish.
  { words: /(?=\p{L})(?<![\p{L}])(?:telefonu|telefonicznie|telefoniczny|telefoniczne|domowy|domowego|pod numerem|komórka|komórkowy|komórki|zadzwoń|zadzwon|dzwoń|dzwonić|tel\. ?kom)(?![\p{L}])/iu, regions: ['PL'], first: true },
  { words: /(?=\p{L})(?<![\p{L}])(?:tel|telefon|kom)(?![\p{L}])/iu, regions: ['PL'], first: false },
  // Portuguese (Portugal).
  { words: /(?=\p{L})(?<![\p{L}])(?:telemóvel|telemovel|tlm|liga-me|ligue-me)(?![\p{L}])/iu, regions: ['PT'], first: true },
  { words: /(?=\p{L})(?<![\p{L}])(?:telefone|contacto|contactar|ligue|ligar)(?![\p{L}])/iu, regions: ['PT'], first: false },
  // German (Austria, Switzerland).
  { words: /(?=\p{L})(?<![\p{L}])(?:telefon|telefonnummer|tel|handy|mobil|natel|festnetz|rückruf|anrufen|rufen sie|erreichbar)(?![\p{L}])/iu, regions: ['AT', 'CH'], first: false },
  // French (Belgium, Switzerland) and Dutch (Belgium).
  { words: /(?=\p{L})(?<![\p{L}])(?:téléphone|tél|portable|natel|gsm|appeler|appelez|telefoon|telefoonnummer|bel me|bellen|mobiel)(?![\p{L}])/iu, regions: ['BE', 'CH'], first: false },
  // GSM: also Finnish, Icelandic and Polish usage.
  { words: /(?<![\p{L}])gsm(?![\p{L}])/iu, regions: ['FI', 'IS', 'PL'], first: false },
  // English (Ireland).
  { words: /(?=\p{L})(?<![\p{L}])(?:phone|telephone|tel|mobile|mob|cell|call|ring|landline|contact|reach)(?![\p{L}])/iu, regions: ['IE'], first: false },
];

/**
 * Words of Danish or Swedish alone (not Norwegian: meg, deg, mitt, gjerne): Norway's plan and Denmark's read the
 * same eight digits, and the first plan that accepts a number decides, so beside these Denmark's (or Sweden's)
 * plan is read before Norway's: "Mit mobilnummer er 61 23 45 67" is a Danish mobile, not an Oppland landline.
 */
export const DANISH_WORDS = /(?=\p{L})(?<![\p{L}])(?:mig|dig|mit|gerne|træffes|hverdage|venligst|os)(?![\p{L}])/iu;
export const SWEDISH_WORDS = /(?=\p{L})(?<![\p{L}])(?:jag|mej|dej|gärna|ikväll|kvällen|hälsningar)(?![\p{L}])/iu;
/** Italian phone words, and the English cell/tel Italians write too, for a mobile in the 3-3-4 layout. */
export const ITALIAN_WORDS = /(?=\p{L})(?<![\p{L}])(?:cellulare|cell|cel|tel|telefono|chiamami|chiamatemi|contattami|recapito|mobile)(?![\p{L}])/iu;
/** Letters of Polish and of no other language the rule reads. */
export const POLISH_LETTERS = /[ąęłńśźżćĄĘŁŃŚŹŻĆ]/u;
/** English words that no Nordic text uses ("me", "my", "the", "please"). */
export const ENGLISH_WORDS = /(?=\p{L})(?<![\p{L}])(?:me|my|the|you|your|please|call|after|before|anytime|mobile|cell)(?![\p{L}])/iu;
/** Nordic words that no English text uses. */
export const NORDIC_WORDS = /(?=\p{L})(?<![\p{L}])(?:meg|mig|mej|deg|dig|dej|på|til|till|og|och|eller|er|är|hilsen|hälsningar)(?![\p{L}])|[æøåÆØÅäöÄÖ]/iu;

/**
 * Words of one language alone, matched whole and counted (global): the signs of a text's language (LANGUAGE_SIGNS).
 * Every word starts with a letter, so the leading (?=\p{L}) changes no match; it only lets the engine skip the
 * lookbehind and the alternation at spaces, digits and punctuation (half the cost of counting a number's context).
 */
const signs = (alts: string, letters?: string) => new RegExp(String.raw`(?=\p{L})(?<![\p{L}])(?:${alts})(?![\p{L}])` + (letters ? `|${letters}` : ''), 'giu');

/**
 * The language of the text around a number, by words of that language alone: its parties' role words (Käufer,
 * acquirente, kjøper …), name and birth fields, phone words, sign-offs and a few common words no other language the
 * rules read writes the same way, or its own letters (ß, ñ, ã, ð, ł …). A national number written without its
 * country code is read by the plans of that language's regions first, in order: "Käufer: … Tel. 089 4172583" is a
 * Munich line, which France's plan would read as a premium 089 line, and "Comprador: … 33 1847 2960" a Guadalajara
 * line that no default plan writes without a trunk 0. English is left out (ENGLISH_SIGNS): the default regions read it.
 */
export const LANGUAGE_SIGNS: ReadonlyArray<{ language: string; signs: RegExp; regions: readonly CountryCode[] }> = [
  {
    language: 'de',
    signs: signs(
      String.raw`k[äa]ufer(?:in)?|verk[äa]ufer(?:in)?|kundin|mieter(?:in)?|vermieter(?:in)?|patientin|eltern|rechnungsempf[äa]nger|lieferadresse|anschrift|stra(?:ß|ss)e|handy|festnetz|r[üu]ckruf|anrufen|erreichbar|durchwahl|rufnummer|geburtsdatum|geb\. ?datum|vorname|nachname|ich|mich|und|oder|bitte|unter|für|nicht|gerne|herr|frau|vielen dank|(?:mit )?(?:freundlichen|besten|herzlichen|lieben) gr(?:ü|ue)(?:ß|ss)en`,
      'ß',
    ),
    regions: ['DE', 'AT', 'CH'],
  },
  {
    language: 'nl',
    signs: signs(String.raw`koper|verkoper|klant|huurder|verhuurder|telefoon(?:nummer)?|mobiel(?:e nummer)?|thuisnummer|bellen|mijn|graag|bereikbaar|straat|geboortedatum|naam|voornaam|achternaam|meneer|mevrouw|dhr|mevr|het|een|niet|ook|(?:met )?vriendelijke groet(?:en)?`),
    regions: ['NL', 'BE'],
  },
  {
    language: 'fr',
    signs: signs(String.raw`acheteur|acheteuse|vendeur|vendeuse|locataire|bailleur|téléphone|tél|portable|appelez|appeler|rappeler|joindre|joignable|vous|chez|avec|pour|merci|rue|numéro|madame|monsieur|mme|née? le|date de naissance|pr[ée]nom|cordialement|bien [àa] vous`),
    regions: ['FR', 'BE', 'CH'],
  },
  {
    language: 'it',
    signs: signs(String.raw`acquirente|venditore|ospite|conduttore|locatore|committente|cellulare|telefono|chiamami|chiamare|chiamatemi|recapito|cognome|nome|codice[ _]fiscale|il mio|la mia|sono|della|presso|grazie|sig|sig\.ra|signora|signor|nato il|nata il|data di nascita|(?:cordiali|distinti) saluti`),
    regions: ['IT', 'CH'],
  },
  {
    language: 'es',
    signs: signs(String.raw`comprador|vendedor|contacto|celular|arrendatario|arrendador|hu[ée]sped|tel[ée]fono|m[óo]vil|ll[áa]mame|llamar|llame|nombre|apellidos?|fecha de nacimiento|el|los|las|gracias|calle|colonia|se[ñn]or|se[ñn]ora|usted|saludos|atentamente`, 'ñ'),
    regions: ['ES', 'MX'],
  },
  {
    language: 'pt',
    signs: signs(String.raw`comprador|vendedor|contacto|celular|nome|telem[óo]vel|telefone|ligue|ligar|meu|minha|n[ãa]o|obrigad[oa]|rua|senhor|senhora|voc[êe]|data de nascimento|atenciosamente|cumprimentos`, '[ãõ]'),
    regions: ['PT', 'BR'],
  },
  {
    language: 'pl',
    signs: signs(String.raw`kupuj[ąa]cy|nabywca|nabywcy|sprzedawca|najemca|wynajmuj[ąa]cy|pacjent(?:ka)?|telefonu|kom[óo]rka|zadzwo[ńn]|dzwoni[ćc]|m[óo]j|moja|prosz[ęe]|ulica|ul\.|pani|imi[ęe]|nazwisko|data urodzenia|pozdrawiam|z powa[żz]aniem`, '[ąęłńśźżćĄĘŁŃŚŹŻĆ]'),
    regions: ['PL'],
  },
  {
    language: 'sv',
    signs: signs(String.raw`k[öo]pare|s[äa]ljare|hyresg[äa]st|hyresv[äa]rd|jag|och|är|inte|g[äa]rna|tack|mej|dej|mig|dig|hej|namn|f[öo]delsedatum|h[äa]lsningar|(?:med )?v[äa]nliga? h[äa]lsningar`),
    regions: ['SE'],
  },
  {
    language: 'no',
    signs: signs(String.raw`kj[øo]per|selger|leietaker|utleier|hei|takk|gjerne|vennlig hilsen|jeg|ikke|og|er|til|hilsen`),
    regions: ['NO'],
  },
  {
    language: 'da',
    signs: signs(String.raw`k[øo]ber|s[æa]lger|lejer|udlejer|tak|gerne|venlig hilsen|venlige hilsner|hverdage|træffes|jeg|ikke|og|er|til|hilsen|mig|dig|hej`),
    regions: ['DK'],
  },
  {
    language: 'fi',
    signs: signs(String.raw`ostaja|myyj[äa]|asiakas|vuokralainen|puh|puhelin|matkapuhelin|soita|minun|hei|nimi|syntym[äa]aika|terveisin|kiitos`),
    regions: ['FI'],
  },
  {
    language: 'is',
    signs: signs(String.raw`kaupandi|seljandi|leigjandi|sími|síma|símanúmer|farsími|heimasími|minn|mín|nafn|kveðja|kveðjur`, '[ðþÐÞ]'),
    regions: ['IS'],
  },
  { language: 'cs', signs: signs(String.raw`kupuj[íi]c[íi]|prod[áa]vaj[íi]c[íi]|n[áa]jemce|telefon[níi]|jm[ée]no|p[řr][íi]jmen[íi]`, '[ěřůňťďľĺŕĚŘŮŇŤĎĽĹŔ]'), regions: ['CZ', 'SK'] },
];
/** English words (the, and, please, a role's word …): a text that has as many of them as of another language's signs is read by the default regions. */
export const ENGLISH_SIGNS = signs(
  String.raw`the|and|you|your|please|my|with|from|thanks|regards|buyer|customer|tenant|guest|phone|call|date of birth|street|road|mr|mrs|ms`,
);

/**
 * A firm's line, not a person's: a switchboard or customer-service word near the number, in the languages the rule
 * reads ("sentralbordet 22 24 90 90", "Appelez notre service client au 02 …", "Kundeservice: tlf. …"), or a
 * firm's legal form earlier in the sentence with the reader asked to call "us" ("Rørlegger Hansen AS – ring oss på
 * 915 12 345", "Acme GmbH … rufen Sie uns an"). A person's "ring meg" is untouched.
 */
export const SERVICE_WORDS =
  /(?=\p{L})(?<![\p{L}])(?:sentralbord(?:et)?|kundeservice|kundesenter|kundecenter|omstilling|växel|växeln|kundtjänst|kundservice|vaihde|vaihteen|vaihteeseen|asiakaspalvelu|asiakaspalvelun|asiakaspalveluun|infolinia|infolinii|biuro obsługi|klantenservice|service cli(?:ent|ents|entèle)|servizio clienti|centralino|atención al cliente|centralita|kundenservice|kundendienst|switchboard|customer service|customer care|help ?desk|support line|reception|receptionist|front desk|front office|freephone|free phone|toll[- ]?free|free of charge|kostenfrei|kostenlos|gebührenfrei|gratuit|numéro gratuit|n[úu]mero gratuito|hotline|servicehotline|helpline|help line|skiptiborð|skiptiborði|þjónustuver|service line|servicenummer|servicetelefon|standard(?=[ \t]{0,2}:)|numéro vert|numero verde|back office|head office|fault line|faults line|report(?:ing)? (?:a )?faults?|faults? (?:can|may|should) be reported|main office|general enquiries|general inquiries|box office|recepcja|recepcji|sekretariat|sekretariatu|receptie|empfang|rezeption|accueil|standard téléphonique|recepción|recepcion|receção|recepção|vastaanotto|resepsjon(?:en)?|receptionen|centrala|centrali|centralę|ústředna|ústředny|ústřednu|ustredna|ústredňa|central(?=[ \t]{0,2}[:)])|centralen(?=[ \t]{0,2}[:)])|keskus(?=[ \t]{0,2}[:)])|reservations|for bookings|reservierung(?:en)?|tischreservierung|réservations?|reservas|prenotazioni|rezerwacj[ae]|rezerwacji|reserveringen|rezervasyon|bokning(?:ar)?|varaukset|registro general)(?![\p{L}])/iu;

/**
 * A firm's own line offered to the reader: "our" and, within two words, an office, branch, team or desk ("Call our
 * Dublin office on …", "Zadzwoń do naszego biura", "Rufen Sie unser Büro an", "Bel ons kantoor"), or "contact us on
 * …" / "call us at …", in the languages the rule reads. A person's "call me on …" is untouched.
 */
export const OUR_UNIT = new RegExp(
  '(?<![\\p{L}])(?:(?:our|nasz(?:e|ego|ej|ym|a|ą)?|vårt|vår|våre|vores|vort|unser(?:e|em|en|er)?|notre|nos|ons|onze|nuestr[ao]s?|nostr[oaie]|nosso|nossa|nossos|nossas)(?:[ \\t]{1,2}[\\p{L}\'’.-]{1,24}){0,2}[ \\t]{1,2}(?:office|offices|branch|branches|team|desk|helpdesk|department|dept|shop|store|showroom|clinic|practice|surgery|depot|hotline|sales|biur[oaezu]|biurem|oddział(?:u|em)?|sklep(?:u|em)?|zespoł(?:u|em)|kontor(?:et)?|butikk(?:en)?|butik(?:ken)?|avdeling(?:en)?|afdeling(?:en)?|avdelning(?:en)?|filial(?:e|en)?|büro|praxis|geschäftsstelle|kanzlei|bureau|bureaux|agence|équipe|cabinet|boutique|magasin|kantoor|vestiging|winkel|oficina|oficinas|sucursal|tienda|equipo|despacho|ufficio|uffici|negozio|studio|escritório|escritorio|loja|equipa|balcão)' +
    '|(?:contact|call|phone|ring|reach|text) us(?:[ \\t]{1,2}(?:today|now|directly|anytime|free))?[ \\t]{1,2}(?:on|at)' +
    '|(?:toimisto|myymälä|liike|konttori)(?:mme|amme|omme))(?![\\p{L}])',
  'iu',
);
/** German "Zentrale" (a switchboard) as the noun only: the adjective zentrale (central) is no service word. */
export const ZENTRALE = /(?=\p{L})(?<![\p{L}])(?:Zentrale|ZENTRALE)(?![\p{L}])/u;
export const FIRM_FORM = /(?=\p{L})(?<![\p{L}])(?:AS|ASA|AB|Oy|Oyj|ApS|A\/S|GmbH|AG|BV|B\.V\.|NV|Ltd|LLC|Inc|sp\. z o\.o)(?![\p{L}])/u;
export const CALL_US =
  /(?=\p{L})(?<![\p{L}])(?:ring(?:e)? (?:til )?(?:oss|os)|ring till oss|kontakt(?:a)? (?:oss|os)|(?:call|phone|contact|text|reach) us|bel ons|zadzwoń do nas|zadzwon do nas|soita(?:kaa)? meille|ota yhteyttä meihin|rufen sie uns|kontaktieren sie uns|appelez-nous|contactez-nous|llámenos|chiamateci|ligue-nos|hringdu í okkur)(?![\p{L}])/iu;
/** "or", "and" between two numbers, in the languages the rules read: no label of the second. */
export const CONJUNCTION = /(?=\p{L})(?<![\p{L}])(?:or|and|eller|och|og|oder|und|ou|et|of|en|o|y|e|lub|albo|i|tai|ja|eða|veya|ya da)(?![\p{L}])/giu;

/**
 * A person's own label right before the number, in the languages the rules read: a mobile ("Mobile:", "Mob.",
 * "cell.", "Handy:", "Mobil:", "Mobiel", "GSM", "cellulare", "móvil", "celular", "telemóvel", "tlm", "portable",
 * "kom.", "tel. kom.", "komórka", "puh.", "matkapuhelin", "farsími", "cep"), a direct line ("Direct:", "DD", "DDI",
 * "Direct dial", "Durchwahl", "Direkt", "doorkies", "ligne directe", "línea directa", "linea diretta", "bezpośredni",
 * "suora"), or a first person's ("my number", "my phone", "call me on"). In a signature that also lists the firm's
 * switchboard, reception or register, the number under such a label is the signatory's, not the firm's.
 */
export const PERSON_LABEL = new RegExp(
  '(?<![\\p{L}])(?:mobile?(?: phone| number)?|mob|mobil(?:nr|tlf|telefon|nummer|funk)?|mobiel(?:e nummer)?|handy(?:nummer)?|natel|cell(?:phone|ular| phone)?|cellulare|cel|celular|m[óo]vil|telem[óo]vel|tlm|portable|port|gsm|kom|kom[óo]rk(?:a|owy|i)|kännykkä|matkapuhelin|puh|farsími|cep(?: tel(?:efonu)?)?|direct(?: line| dial| number| no)?|dd|ddi|dl|durchwahl|direkt(?:e|wahl|nummer|nr)?|doorkies(?:nummer)?|ligne directe|l[íi]nea directa|linea diretta|diretto|directo|direto|bezpośredni|bezposredni|suora(?: numero| linja)?|beinn sími|privat|personal|private|my (?:number|phone|line|landline)|(?:call|ring|reach|text|phone) me(?: directly| anytime)?(?: on| at)?)' +
    '\\.?(?:[ \\t]{0,2}(?:tel|tlf|phone|telephone|telefon|telefono|teléfono|nr|no|number|nummer|numer|numero|número|line)\\.?){0,2}[ \\t]{0,2}(?:[:=–—-]|is)?[ \\t]{0,3}\\(?$',
  'iu',
);
/** One capital letter as a signature's mobile or direct-line label ("M: 07700 …", "D: 020 …", "C: 415 …"). */
export const LETTER_LABEL = /(?<![\p{L}])[MDC][ \t]{0,2}[:.][ \t]{0,3}\(?$|(?:^|[|•·;,/])[ \t]{0,3}[MDC][ \t]{1,3}\(?$/u;
/** A firm's legal form written in running text (either case: "s.r.l.", "S.L.", "SARL", "GmbH", "A.Ş."). */
export const LINE_FORM =
  /(?<![\p{L}0-9])(?:GmbH|AG|KG|OHG|UG|e\.K\.|B\.V\.|N\.V\.|BV|NV|Ltd\.?|LLP|LLC|plc|PLC|Inc\.|SARL|S\.A\.R\.L\.|SAS|EURL|S\.A\.S\.|S\.A\.|S\.L\.U?\.?|SLU|[Ss]\.[Rr]\.[Ll]\.|SRL|Srl|[Ss]\.[Pp]\.[Aa]\.|SpA|S\.n\.c\.|s\.a\.s\.|Lda\.?|Ltda\.?|[Ss]p\. z o\.o\.|S\.C\.|A\.Ş\.|Ltd\. Şti\.|Ltd\.Şti\.|ApS|A\/S|Oy|Oyj|AB|ASA|ehf\.?|hf\.|ohf\.?|slhf\.?|sf\.)(?![\p{L}])/u;

/**
 * A firm's, venue's or public body's name on the number's own line (a long line read as a whole, not a block): a
 * pharmacy, hotel, restaurant, shop, branch or bank, a town hall or council, a head office.
 */
export const LINE_ORG =
  /(?=\p{L})(?<![\p{L}])(?:pharmacy|eczane(?:si)?|apotheke|pharmacie|farmacia|apteka|apotek(?:et)?|apteekki|hotel|hôtel|hótel|hotell|hotelli|otel(?:i)?|restaurant|ristorante|restaurante|restauracja|restoran(?:ı)?|trattoria|osteria|negozio|boutique|branch|filiale|sucursal|oddział|bank|banco|banque|ayuntamiento|rathaus|stadtverwaltung|bürgeramt|gemeindeamt|mairie|hôtel de ville|comune di|municipio|urząd|gemeente|city council|town hall|county council|belediye(?:si)?|kommune|kommun|kaupunki)(?![\p{L}])/iu;
/**
 * A firm named as such in a number's sentence, whatever the text's language ("die Firma Dupont Logistique in Lyon ist
 * unter … erreichbar", "la société …"): a common noun for a firm, or a logistics trade name (not English "company": "Company phone:"
 * labels the firm's number as often as a person's work line).
 */
export const FIRM_NOUN =
  /(?=\p{L})(?<![\p{L}])(?:firma|firmy|unternehmen|société|entreprise|empresa|azienda|ditta|bedrijf|onderneming|företaget|selskapet|virksomheden|yritys|logisti(?:cs|que|k|ka|ca))(?![\p{L}])/iu;
/**
 * A person's record in a sentence that names a firm (firmNamed): a birth or residence word, a street address (a street
 * word and a house number), or the person's standing toward a firm (applicant, candidate, employee, new hire …); the
 * standing never after a count ("120 Mitarbeiter", "40 neue Mitarbeiter": a firm's headcount).
 */
export const RECORD_MARKER = new RegExp(
  String.raw`(?<![\p{L}])(?:geb\.|geboren|born|né|née|nato|nata|nacid[oa]|nascid[oa]|urodzon[ya]|født|född|syntynyt|wohnhaft|wohnt|resident|residing|resides|lives in|living in|domicilié(?:e)?|demeurant|résidant|residente|woonachtig|wonend|woont|zamieszkał[aey]?|bosatt|bosat|bor i)(?![\p{L}])` +
    String.raw`|(?<![0-9][ \t]{1,3}(?:\p{L}{1,12}[ \t]{1,3})?)(?<![\p{L}])(?:bewerber(?:in)?|applicant|candidate|kandidat(?:in)?|candidat(?:e)?|candidat[oa]|kandydat(?:ka)?|sollicitant|mitarbeiter(?:in)?|employee|new hire|angestellter?|employé(?:e)?|salarié(?:e)?|dipendente|emplead[oa]|funcionári[oa]|medewerker|werknemer|pracownik|pracownica|anställd|ansatt|medarbejder|sökande|ansøger|søker|hakija|työntekijä|auszubildender?|praktikant(?:in)?|trainee)(?![\p{L}])`,
  'iu',
);
/** A street address's street and house number ("Musterstraße 5", "rue Lepic 12", "12 rue Lepic", "14 Elm Road"): a person's record beside a name (RECORD_MARKER). */
export const STREET_NUMBER = new RegExp(
  String.raw`(?<![\p{L}])\p{Lu}\p{Ll}{1,30}(?:straße|strasse|str\.|weg|gasse|allee|platz|damm|laan|straat|gade|vej|gatan|gata|veien)[ \t]{1,2}[1-9][0-9]{0,3}(?![0-9])` +
    String.raw`|(?<![\p{L}])(?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Cc]hemin|[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]alle|[Aa]venida|[Rr]ua|[Uu]lica|ul\.)[ \t]{1,2}\p{Lu}[^,\n0-9]{1,40}[ \t,]{1,2}[1-9][0-9]{0,3}(?![0-9])` +
    String.raw`|(?<![\p{L}0-9])[1-9][0-9]{0,3}[a-z]?,?[ \t]{1,2}(?:rue|avenue|boulevard|chemin|via|calle)[ \t]{1,2}\p{Lu}` +
    String.raw`|(?<![\p{L}0-9])[1-9][0-9]{0,4}[ \t]{1,2}(?:\p{Lu}\p{Ll}{1,20}[ \t]{1,2}){1,3}(?:Street|St\.|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Drive|Dr\.|Close|Crescent|Way|Court|Place|Terrace|Grove)(?![\p{L}])`,
  'u',
);
/**
 * A verb calling someone, in the languages the rules read, before a person's name and the number (calledPerson:
 * "Ring Thomas Girard on …", "appelle Marie au …", "ruf Lukas unter … an", "llama a Ana al …").
 */
export const CALL_VERB =
  /^(?:call|ring|phone|text|reach|dial|contact|appelle|appelez|appeler|rappelle|rappelez|contactez|contacte|ruf|rufe|rufen|rufen sie|kontaktiere|kontaktieren sie|llama|llame|llamar|chiama|chiamate|chiamare|contatta|contattate|ligue|ligar|ligue para|bel|belt|ring til|ringe|ringe til|soita|zadzwoń do|zadzwon do|dzwoń do)(?: a| à)?$/iu;
/** A speaker's own first person beside FIRST_PERSON's possessives (ich, mir, je, moi, jeg, jag, ik …). */
export const SELF_WORD = /(?=\p{L})(?<![\p{L}'’])(?:ich|mich|mir|je|moi|jeg|jag|minä|yo|io|eu|ik)(?![\p{L}'’])/iu;
/** A first person in the sentence ("my registered +1 …", "I'm at the hotel, …"): a person's own number. */
export const FIRST_PERSON = /(?<![\p{L}'’])(?:my|me|i'm|i’m|i am|mine|mein|meine|meiner|mijn|mon|mes|mis|mój|moja|moje|mitt|minun|benim)(?![\p{L}'’])/iu;
/**
 * Words that make a fixed line a private person's own: a home or private number ("tel. domowy", "numer domowy",
 * "Kotipuhelin", "hjemmetelefon", "thuisnummer", "(dom)"), in the languages the rule reads. One alternation,
 * shared by PRIVATE_WORDS and MY_HOME.
 */
const PRIVATE_ALTS =
  String.raw`home (?:number|phone|tel|telephone|landline|line)|at home|private (?:number|phone|line)|privately|domowy|domowego|domowym|prywatny|prywatnie|prywatnego|prywatna|dom(?=\))|privat|privatnummer|privattelefon|hjemme|hjemmetelefon|hjemmenummer|hemma|hemtelefon|hemnummer|koti|kotiin|kotona|kotipuhelin|kotinumero|yksityinen|yksityisesti|privé|thuis|thuisnummer|zuhause|festnetz privat|domicile|de casa|em casa|en casa|di casa|particular|domicilio|abitazione|residencial|residência|heima|heimasím(?:i|a|ann|anum|inn|ans)`;
const PRIVATE_WORDS = new RegExp(String.raw`(?<![\p{L}])(?:${PRIVATE_ALTS})(?![\p{L}])`, 'iu');
/** A person's role named at the number ("Tlf. leietaker", "Telefon rodzica", "Sími leigjanda", "Zgłaszająca:"): a private person's contact field. */
export const PERSON_ROLE =
  /(?=\p{L})(?<![\p{L}])(?:tenant|patient|parent|guardian|applicant|claimant|leietaker(?:en|s)?|leigjand[ai]|lejer(?:en|s)?|hyresgäst(?:en|s)?|vuokralai(?:nen|sen)|najemc[ay]|pacjent(?:a|ki)?|potilas|potilaan|pasient(?:en)?|rodzic(?:a|ów)?|opiekun(?:a)?|forælder|förälder|vårdnadshavare|foresatt|huoltaja(?:n)?|wnioskodawc[ay]|zgłaszając[aey]|mottaker(?:en)?|modtager(?:en)?|mottagare(?:n)?)(?![\p{L}])/iu;
/** A person's name field at the start of a line ("Imię i nazwisko: …", "Navn: …", "Name: …"). */
export const NAME_FIELD = /^[ \t]{0,4}(?:imię i nazwisko|imie i nazwisko|nazwisko|full name|name|navn|namn|nimi|naam|nom|nombre|nome|nafn)[ \t]{0,2}:/iu;
/** A firm's legal form, or a register, VAT or opening-hours line: a block that is a firm's, not a person's (never right after a digit: a postcode's "LS10 1AB"). */
export const FIRM_BLOCK_FORM =
  /(?<![\p{L}0-9]|[0-9] )(?:AS|ASA|AB|Oy|Oyj|ApS|A\/S|GmbH|AG|BV|B\.V\.|NV|N\.V\.|Ltd|Ltd\.|Limited|LLC|Inc|Inc\.|plc|PLC|SARL|SAS|S\.A\.|S\.L\.|S\.r\.l\.|S\.p\.A\.|Lda|[Ss]p\. z o\.o\.|sp\.j\.|ehf|hf\.|ohf\.?|slhf\.?|sf\.|SRL|Srl|SPRL|SCRL|BVBA|SA|SpA|SL|SLU)(?![\p{L}])/u;
/** A firm's register, VAT, tax, seat or opening-hours word, less a bare 'registered' ("my registered number"): firmOnLine reads these in a sentence. */
const FIRM_WORD_ALTS =
  String.raw`vat|kvk|btw|nip|regon|krs|cif|siret|siren|rcs|reg\. ?no|company no|org\. ?nr|y-tunnus|cvr|vergi(?: no| dairesi| numarası| numarasi)?|vkn|mersis(?: no)?|ticaret sicil(?: no)?|handelsregister|hrb|hra|ust-?id(?:nr)?|ust\.-?idnr|geschäftsführer|impressum|p\. ?iva|partita iva|rea|capitale sociale|sede legale|registro mercantil|domicilio social|datos fiscales|registre du commerce|tva intracommunautaire|n° tva|tva|bce|kbo|ondernemingsnummer|i[čc]o|di[čc]|i[čc] dph|n° d'entreprise|numéro d'entreprise|siège social|companies house|company (?:reg(?:istration)?|number)|registered (?:office|in)|kamer van koophandel|handelsregisternummer|org(?:anisasjons)?nummer|ticaret odası|opening hours|office hours|box office|mon(?:day)?[ –-]{1,3}fri(?:day)?|öffnungszeiten|openingstijden|horaires|horario|godziny otwarcia|öppettider|åpningstider|åbningstider|aukioloajat`;
/** FIRM_WORD_ALTS or a bare 'registered' on a line of a block: a firm's block. */
export const FIRM_BLOCK_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${FIRM_WORD_ALTS}|registered)(?![\p{L}])`, 'iu');
/** A firm's word in the sentence of a number on a long line (firmOnLine). */
export const FIRM_LINE_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${FIRM_WORD_ALTS})(?![\p{L}])`, 'iu');
/** A team signing ("Customer Support Team", "Ihr Team der Stadtwerke", "Zespół obsługi"). */
export const TEAM = /(?=\p{L})(?<![\p{L}])(?:team|zespół|équipe|equipo|equipa|tiimi)(?![\p{L}])/iu;

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
export const SIGN_OFF = signOffLine(SIGN_OFF_LANGUAGES.map((l) => l.alts).join('|'));
/** Each language's own sign-off line, and its regions. */
export const SIGN_OFF_REGIONS = SIGN_OFF_LANGUAGES.map((l) => ({ line: signOffLine(l.alts), regions: l.regions }));
/** Lower-case particles inside a surname ("Thijs van der Berg", "Ana de la Cruz"). */
export const NAME_PARTICLE = /^(?:van|de|der|den|da|di|von|du|le|la|dos|del|ten|ter|af|zu)$/;
/** Initials standing for a given name ("J. Smith", "A.M. de Vries"). */
export const INITIALS = /^\p{Lu}\.(?:-?\p{Lu}\.){0,2}$/u;

/**
 * A department's, desk's, board's or firm's word on a signature line, in the languages the rule reads: the line
 * is a unit signing, not a person. Whole words (English and Romance), or stems inside a compound word (German,
 * Dutch, Nordic, Finnish: Reklamationsafdelingen, Kundtjänsten, Hausverwaltung, Driftssentralen, Kiinteistöpalvelu).
 */
export const UNIT_WORD =
  /(?=\p{L})(?<![\p{L}])(?:department|dept|desk|team|office|offices|service|services|accounts?|sales|bookings?|reservations|board|editorial|editors?|support|reception|management|administration|admin|planning|billing|payroll|customer|customers|helpdesk|hr|staff|secretariat|committee|dział|działu|biuro|zarząd|redakcja|sekretariat|obsługa|księgowość|vorstand|geschäftsführung|leitung|direction|rédaction|équipe|servicio|departamento|ufficio|direzione|redazione|departamento|direção|equipa|styret|styrelsen|bestyrelsen|hallitus|toimitus|redaksjonen|redaktionen|stjórn|ihre|ihr|your|the|our|uw)(?![\p{L}])|(?:afdeling|avdeling|avdelning|abteilung|verwaltung|sentral|zentrale|palvelu|tjänst|tjeneste|kundeservice|kundservice|kontor|kantoor|büro|bureau|redaktion|redactie|redaksjon|isännöinti|toimisto|administra|secretar|sekretar|klantenservice|kundendienst)/iu;
/** A record's word on a line between the name and the number: the number is that record's, not the person's phone. */
export const RECORD_WORD =
  /(?=\p{L})(?<![\p{L}])(?:invoice|order|total|amount|balance|ref|reference|tracking|account|pin|id|code|no|nr|number|build|version|room|ticket|case|booking|faktura|rechnung|factura|pedido|zamówienie|numer|kwota|suma|summe|betrag|montant|importe)(?![\p{L}])/iu;

/**
 * Role labels of a document's parties, in the languages the rules read, as a line's label ("Ospite: …", "Nabywca:",
 * "Bill to", "Dane klienta:", "Gjest: …"). PRIVATE_PARTY: a private person's role (a guest, buyer, customer, patient,
 * tenant, parent, passenger, insured …); FIRM_PARTY: a firm's (a seller, supplier, issuer, host, hotel, practice,
 * school …). A landlord or a plain "Contact" may be either and starts no party of its own kind.
 */
const PRIVATE_PARTY =
  'guests?|lead guest|main guest|gast|gäste|gäst|gäster|gæst|gæster|gjest|gjester|ospite|ospiti|hu[ée]sped(?:es)?|h[óo]spede|misafir|vieras|vieraat|go[śs][ćc]|go[śs]cia|goście|' +
  'clients?|cliente|clienta|customer|kunde|kunden|kund|klant|klient|klienta|asiakas|asiakkaan|m[üu]şteri|buyer|purchaser|bill(?:ed)? to|ship(?:ped)? to|sold to|deliver(?:ed)? to|invoice(?:d)? to|' +
  'kaupandi|leigjandi|gestur|vi[ðd]skiptavinur|sj[úu]klingur|forr[áa][ðd]ama[ðd]ur|nabywca|nabywcy|odbiorca|odbiorcy|kupujący|kupującego|zamawiający|zamawiającego|k[äa]ufer|rechnungsempf[äa]nger|lieferadresse|acheteur|acqu[ée]reur|destinataire|factur[ée] [àa]|comprador|acquirente|committente|receptor|destinatario|facturar a|koper|afnemer|k[øo]ber|k[öo]pare|kj[øo]per|ostaja|alıcı|' +
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
export const PRIVATE_PARTY_LABEL = PARTY_LABEL(PRIVATE_PARTY);
export const FIRM_PARTY_LABEL = PARTY_LABEL(FIRM_PARTY);
export const NEUTRAL_PARTY_LABEL =
  /^[ \t]{0,4}(?:(?:landlord|pronaj[íi]matel|prenaj[íi]mate[ľl]|vermieter(?:in)?|bailleur|arrendador|locatore|wynajmuj[ąa]cy|verhuurder|utleier|udlejer|hyresv[äa]rd|vuokranantaja|ev sahibi)[ \t]{0,2}(?::|$)|(?:contact|kontakt|contatto|contacto|from|to|von|an|de|da|od|do|van|aan|fra|til|fr[åa]n|till)[ \t]{0,2}:)/iu;
/**
 * A private seller or landlord named after a firm's role label ("Verkäufer: Privatverkauf, …", "Vendeur : particulier",
 * "Seller: private individual", "Sprzedawca: osoba prywatna"): the party is a private person's, not a firm's.
 */
export const PRIVATE_SELLER =
  /(?=\p{L})(?<![\p{L}])(?:privat(?:verkauf|verk[äa]ufer(?:in)?|person|anbieter(?:in)?|s[æa]lger|s[äa]ljare|selger)?|von privat|private (?:seller|sale|individual|person|party)|privately owned|particuliers?|vente entre particuliers|privato|venditore privato|particular|vendedor particular|yksityinen|yksityishenkilö|osoba prywatna|osoba fizyczna|soukrom[áa] osoba|fyzick[áa] osoba)(?![\p{L}])/iu;
/**
 * A first person asking to be called on the number right before it ("Ring mig på", "ring meg gjerne på", "call me on",
 * "soita minulle", "hringdu í mig í", "zadzwoń do mnie pod", "bel me op", "ruf mich unter"): the person's own number.
 */
export const CALL_ME = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:call|ring|ringe|phone|text|reach|nå|når)[ \t]{1,2}(?:me|mig|meg|mej)|soita(?:kaa)?[ \t]{1,2}minulle|hringdu[ \t]{1,2}í[ \t]{1,2}mig|zadzwo[ńn][ \t]{1,2}do[ \t]{1,2}mnie|bel[ \t]{1,2}me|ruf[ \t]{1,2}mich)` +
    String.raw`(?:[ \t]{1,2}(?:gärna|gjerne|gerne|helst|bara|bare|anytime|directly|direkt|gerust|gern)){0,2}[ \t]{1,2}(?:på|on|at|pod|unter|op|í|numeroon)?(?:[ \t]{1,2}(?:mobil(?:en)?|mobilnummer|telefon(?:en)?|nummer|numer(?:em)?|numero|síma|tlf\.?|tel\.?|tfn))?[ \t]{0,2}[:.,]?[ \t]{0,3}\(?$`,
  'iu',
);
/** Words that make a role label a firm's desk ("Customer service:", "Client support:"), no party of a person. */
export const DESK_WORD = /(?=\p{L})(?<![\p{L}])(?:service|services|support|care|desk|portal|cent(?:er|re)|relations|experience|enquiries|inquiries|admissions?|kabul|team|line|number|no|nr|id|ref)(?![\p{L}])/iu;
/**
 * A venue's or site's name (a hotel, restaurant, pharmacy, hospital, a fulfilment centre, warehouse or depot): a
 * party named by it ("Ship to: … Fulfilment Centre", "Deliver to: Leeds General Infirmary", a block headed "Hotel
 * Son Brull – Mallorca") is a firm's or an institution's, not a private person's.
 */
export const VENUE =
  /(?=\p{L})(?<![\p{L}])(?:hotel|hôtel|hótel(?:ið|inu|sins)?|hotell(?:et)?|hotelli|otel(?:i)?|hostel|vandrarhem(?:met)?|vandrerhjem(?:met)?|restaurant|ristorante|restaurante|restauracja|restoran(?:ı)?|trattoria|osteria|pharmacy|apotheke|pharmacie|farmacia|apteka|apotek(?:et)?|apteekki|eczane(?:si)?|hospital|infirmary|klinikum|krankenhaus|spital|hôpital|ospedale|hastane(?:si)?|szpital|sjukhus(?:et)?|sykehus(?:et)?|sygehus(?:et)?|sairaala|ziekenhuis|sjúkrahús(?:ið|inu|sins)?|\p{L}{0,12}spítal(?:i|inn|ans|anum|a)|fulfil?l?ment cent(?:re|er)|distribution cent(?:re|er)|warehouse|depot)(?![\p{L}])/iu;
/** A public body's name: a council, town hall, municipality or authority ("Gemeente Utrecht", "Oslo kommune", "Gmina Kraków"). */
export const PUBLIC_BODY =
  /(?=\p{L})(?<![\p{L}])(?:gemeente|gemeinde|stadtverwaltung|stadtwerke|landratsamt|bezirksamt|rathaus|mairie|commune de|ville de|pr[ée]fecture|ayuntamiento|concello|ajuntament|diputaci[óo]n|junta de|c[âa]mara municipal|munic[íi]pio|prefeitura|comune di|municipio|regione|kommune|kommun|kommunen|fylkeskommune|landsting|kaupunki|kaupungin|gmina|gminy|urz[ąa]d|starostwo|belediye(?:si)?|\p{L}{2,20}urborg(?:ar|in|inni)?|(?<![0-9][ \t]{1,2})\p{L}{2,20}(?:s|ar|a)bæ(?:r|jar|rinn)|sveitarf[ée]lag(?:ið|sins|inu)?|\p{L}{0,20}ráðuneyti(?:ð|sins|nu)?|\p{L}{2,20}stofnun(?:in|ar|ina)?|\p{L}{0,20}skól(?:i|inn|ans)|valilik|kaymakaml[ıi]k|magistr[áa]t|krajsk[ýy] [úu]řad|council|ministry|ministerium|minist[èe]re|ministerio|ministero|ministerie|beh[öo]rde|amt f[üu]r)(?![\p{L}])(?![ \t]{0,2}:)/iu;
/** Czech and Slovak legal forms ("s.r.o.", "spol. s r.o.", "a.s.", "v.o.s."). */
export const CZ_FORM = /(?=\p{L})(?<![\p{L}])(?:s\. ?r\. ?o\.|spol\. s r\. ?o\.|a\. ?s\.|k\. ?s\.|v\. ?o\. ?s\.)(?![\p{L}])/iu;
/** A "Host:" label (English: the firm or person hosting; Czech and Slovak: the guest). */
export const HOST_LABEL = /^[ \t]{0,4}host[ \t]{0,2}:/iu;
/** Letters of Czech or Slovak and of no other language the rules read. */
export const CZECH_LETTERS = /[ěřůňťďľĺŕčšžĚŘŮŇŤĎĽĹŔČŠŽ]/u;
/** A birth-date label opening a line, in the languages the rules read: the block is a person's record. */
export const BIRTH_LABEL =
  /^[ \t]{0,4}(?:date of birth|birth ?date|dob|d\.o\.b\.|geb\.? ?datum|geboortedatum|geburtsdatum|geboren(?: am)?|date de naissance|n[ée]e? le|data di nascita|nato il|nata il|fecha de nacimiento|data de nascimento|data urodzenia|f[øo]dselsdato|f[öo]delsedatum|f[öo]dd|f[øo]dt|syntym[äa]aika|doğum tarihi|fæðingardagur)[ \t]{0,2}[:.]/iu;
/** A role word as a field label at the start of a line ("Najemca: …", "Patient: …", "Zgłaszająca: …"). */
export const ROLE_FIELD = new RegExp(`^[ \\t]{0,4}(?:${PERSON_ROLE.source})[ \\t]{0,2}:`, 'iu');
/** "Home" alone as a number's label ("Home: 01 …", "H/Home 01 …"). */
const HOME_LABEL = /(?=\p{L})(?<![\p{L}])(?:home|house|hjem|hem|koti|dom|thuis|casa|heima)(?![\p{L}])/iu;
/**
 * A private-phone wording right AFTER the number, giving it as the speaker's own: "… is my mobile", "… c'est mon
 * portable", "… ist meine Festnetznummer", "… es mi móvil", "… è il mio cellulare", "… is mijn nummer", "… to mój numer",
 * "… é o meu telemóvel", and the possessive after the noun: "… á heimasímanum mínum", "… det er fasttelefonen min",
 * "… på mobilen min", Finnish "… on numeroni".
 */
const PHONE_NOUN = String.raw`\p{L}{0,12}(?:number|phone|mobile|cell|landline|line|nummer\p{L}{0,3}|numer|numero|número|numéro|portable|fixe|handy|telefon\p{L}{0,4}|mobil\p{L}{0,4}|móvil|movil|celular|cellulare|telemóvel|telefone|telefono|teléfono|komórk\p{L}{1,2}|sím\p{L}{1,5}|puhelin\p{L}{0,4}|gsm)`;
const AFTER_VERB = String.raw`(?:(?:that|this|it|which)(?:['’]s|[ \t]{1,2}is)|is|was|ist|das ist|c['’]est|est|es|è|dat is|det er|det är|er|är|on|to|to jest|jest|é|se on|þetta er)`;
const AFTER_PREP = String.raw`(?:on|at|á|í|på|auf|unter|sur|au|na|op|em|en|via)`;
export const MINE_AFTER = new RegExp(
  String.raw`^[ \t]{0,2}[,(–—-]?[ \t]{0,2}(?:${AFTER_VERB}[ \t]{1,2})?(?:${AFTER_PREP}[ \t]{1,2})?` +
    String.raw`(?:(?:(?:il|la|el|o|a|le|the)[ \t]{1,2})?(?:my|mijn|mitt|min|mín|mój|moj|mein|meine|meiner|mon|ma|mi|mio|mia|meu|minha|minun)[ \t]{1,2}(?:\p{L}{1,15}[ \t]{1,2})?${PHONE_NOUN}` +
    String.raw`|${PHONE_NOUN}[ \t]{1,2}(?:min|mitt|mine|minn|mín|mínum|mínu|mínar)` +
    String.raw`|\p{L}{0,12}(?:numeroni|puhelimeni|kännykkäni|liittymäni))(?![\p{L}])`,
  'iu',
);
/** What may stand between a label's role or home word and the number: phone words, "number", punctuation. */
export const LABEL_TAIL =
  /^(?:[ \t]{0,2}(?:tel|tlf|tfn|telefon|telefonu|telephone|phone|nr|no|number|nummer|numer|numero|número|puh|puhelin|sími|mob|mobile|kom|gsm|landline|line|fixed)[.:]?){0,3}[ \t]{0,2}[:.=–—-]?[ \t]{0,3}\(?$/iu;
/** A first person's possessive naming a home or private number ("my home number is", "mijn thuisnummer", "heimasími minn"). */
export const MY_HOME = new RegExp(
  `(?<![\\p{L}])(?:(?:my|mijn|min|mitt|mine|mit|mín|mój|moj|mojego|mein|meine|meinen|meiner|mon|ma|mi|mio|meu|minun)[ \\t]{1,2}(?:[\\p{L}]{1,15}[ \\t]{1,2})?(?:${PRIVATE_ALTS})|(?:${PRIVATE_ALTS})[ \\t]{1,2}(?:minn|mitt|min|mín|mit|mijn|hjá mér)|(?:me|meg|mig|mej|mnie|mich|mij|moi|minua|mér)[ \\t]{1,2}(?:[\\p{L}]{1,12}[ \\t]{1,2}){0,2}(?:at home|hjemme|hemma|kotona|thuis|zuhause|heima|w domu|en casa|em casa|a casa|privately|prywatnie|privat))(?![\\p{L}])`,
  'iu',
);
/** A role or home word that may label a number (searched with lastIndex, hence global). */
export const LABEL_WORD = new RegExp(`(?:${PERSON_ROLE.source}|${PRIVATE_WORDS.source}|${HOME_LABEL.source})`, 'giu');
/** A verb asking the reader to contact another party ("call", "kontakte", "melder … til", "zgłasza … do"). */
export const CONTACT_VERB =
  /(?=\p{L})(?<![\p{L}])(?:call|ring|phone|contact|reach|dial|kontakt\p{L}{0,4}|meld\p{L}{0,4}|zgłasza\p{L}{0,4}|zadzwo\p{L}{0,3}|dzwo\p{L}{0,4}|bel|bellen|anrufen|rufen|appelez|appeler|llame|llamar|chiama\p{L}{0,3}|ligue|ligar|soit\p{L}{0,6}|hringdu|hringja|til|do|to)(?![\p{L}])/iu;
