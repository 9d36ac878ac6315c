import { describe, expect, test } from 'bun:test';
import { phoneNumber, phoneSignature } from './phone-number.ts';

describe('phone_number', () => {
  test.each([
    ['(415) 555-0132', 'valid'],
    ['415-555-0132', 'valid'],
    ['+1 415 555 0132', 'valid'],
    ['+44 (20) 7123 4567', 'valid'],
    ['+49 30 1234567', 'valid'],
    ['+55 11 98456 5666', 'valid'],
    ['+33 1 42 68 53 00', 'valid'],
    ['0044 20 7123 4567', 'valid'],
    ['09-7625400', 'valid'],
    ['090-1234-5678', 'valid'],
    ['13812345678', 'valid'],
    ['123-456-7890', 'invalid'],
    ['+1 123 456 7890', 'invalid'],
    ['+44 20 71', 'invalid'],
    ['555-555-5555', 'invalid'],
    ['0000000000', 'invalid'],
    ['12345', 'invalid'],
    ['+12.5', 'invalid'],
    ['call 415', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(phoneNumber.validate(value)).toBe(outcome);
  });

  const at = (text: string, value: string) => {
    const start = text.indexOf(value);
    return phoneNumber.validate(value, { match: value, text, start, end: start + value.length });
  };

  test.each([
    ['Ring meg på mobil 412 34 567', '412 34 567', 'valid'],
    ['Tlf. 28 74 19 63', '28 74 19 63', 'valid'],
    ['Skoubogade 3, København, tlf. 33 14 46 46', '33 14 46 46', 'invalid'],
    ['soita 040 718 2936', '040 718 2936', 'valid'],
    ['puh. 02 274 1000', '02 274 1000', 'invalid'],
    ['tfn 070-384 12 96', '070-384 12 96', 'valid'],
    ['zadzwoń 512 874 309', '512 874 309', 'valid'],
    ['telemóvel 912 345 678', '912 345 678', 'valid'],
    ['call me on 087 314 2259', '087 314 2259', 'valid'],
    ['Numero Verde, tel. 800 900 860', '800 900 860', 'invalid'],
    ['412 34 567', '412 34 567', 'invalid'],
    ['Telefonkostnader 41 234 567 kr', '41 234 567', 'invalid'],
    ['P.IVA 09876543210', '09876543210', 'invalid'],
    ['CVR-nr. 28743196, tlf.', '28743196', 'invalid'],
    ['Fakturanummer 41234567, ring oss', '41234567', 'invalid'],
    ['data urodzenia 02.11.1958, telefon', '02.11.1958', 'invalid'],
    ['FI09 4231 0500 2981 74 soita', '0500 2981 74', 'invalid'],
    ['Numeroni on 045 612 3398', '045 612 3398', 'valid'],
    ['Mit mobilnummer er 52 14 87 30', '52 14 87 30', 'valid'],
    // Norwegian 'meg' puts Norway's plan first, where this is a fixed line: no person's unless a first person asks
    // to be called on it ('Ring meg på …' right before the number labels it).
    ['Ring meg i kveld, nummeret er 52 14 87 30', '52 14 87 30', 'invalid'],
    ['Ring meg på 52 14 87 30', '52 14 87 30', 'valid'],
    ['Spørsmål? Ring 23 45 67 89.', '23 45 67 89', 'invalid'],
    ['sentralbordet 46 80 00 00', '46 80 00 00', 'invalid'],
    ['Ring oss på 934 12 876', '934 12 876', 'valid'],
    ['Berg AS – ring oss på 934 12 876', '934 12 876', 'invalid'],
    ['Berg AS. Ring meg på 934 12 876', '934 12 876', 'valid'],
    ['Die zentrale Nummer, Handy 0664 123 4567', '0664 123 4567', 'valid'],
    ['Zentrale: 01 234 56 78', '01 234 56 78', 'invalid'],
    ['bellen naar 0800 0123', '0800 0123', 'invalid'],
    ['(800) 555-0199', '(800) 555-0199', 'invalid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(at(text, value)).toBe(outcome);
  });

  test('no checksum: a valid number does not confirm', () => {
    expect(phoneNumber.confirms).toBe(false);
  });
});

/** The validator's view of `value` inside `text`. */
function contextOf(text: string, value: string) {
  const start = text.indexOf(value);
  return { match: value, text, start, end: start + value.length };
}

describe('phone_signature', () => {
  test.each([
    ['Regards,\nAoife Brennan\n086 412 7730', '086 412 7730', 'valid'],
    ['Cheers,\nRory Gallagher\nSite Manager\n07912 448 310', '07912 448 310', 'valid'],
    ['Helen Marsh\nhelen.marsh@outlook.com\n07912 448 310', '07912 448 310', 'valid'],
    // Irish sign-off reads Britain, then Ireland: a Dublin landline is no person's kind.
    ['Regards,\nAoife Brennan\n01 234 5678', '01 234 5678', 'invalid'],
    // A firm's block, a record's line between name and number, no signatory, not alone on its line.
    ['Kind regards,\nAcme Ltd\nHead Office\n086 412 7730', '086 412 7730', 'invalid'],
    ['Thanks,\nAccounts Payable\nInvoice 4471\n086 412 7730', '086 412 7730', 'invalid'],
    ['Line 1\nLine 2\n086 412 7730', '086 412 7730', 'invalid'],
    ['Regards,\nAoife Brennan\nmob 086 412 7730', '086 412 7730', 'invalid'],
    // The name line is a person's: a listed given name (accents folded) or initials, O'/Mc and hyphenated names.
    ['Regards,\nSeán O\'Connor-Walsh\n086 412 7730', '086 412 7730', 'valid'],
    ['Best regards,\nJ. McAllister\n086 412 7730', '086 412 7730', 'valid'],
    ['Met vriendelijke groet,\nThijs van der Berg\n06-41 87 22 09', '06-41 87 22 09', 'valid'],
    // A sign-off's language is read from the whole line: "Beste groeten" is Dutch, "Beste Grüße" and "Mit besten
    // Grüßen" German, "Beste hilsen" Norwegian or Danish, never English for their "best" (0160 4123456 is a German
    // mobile but a Northampton line in Britain; 912 34 567 a Norwegian mobile; 22 12 34 56 an Oslo landline).
    ['Beste groeten,\nJan de Vries\n06-41 87 22 09', '06-41 87 22 09', 'valid'],
    ['Beste Grüße,\nJan Müller\n0171 2345678', '0171 2345678', 'valid'],
    ['Mit besten Grüßen,\nJan Müller\n0160 4123456', '0160 4123456', 'valid'],
    ['Beste hilsen,\nKari Nordmann\n912 34 567', '912 34 567', 'valid'],
    ['Beste hilsen,\nKari Nordmann\n22 12 34 56', '22 12 34 56', 'invalid'],
    ['Best regards,\nJames Smith\n0160 4123456', '0160 4123456', 'invalid'],
    // A Nordic patronymic names a person whatever the given name; Icelandic sign-offs (Kær kveðja, Með kveðju).
    ['Kær kveðja,\nHrefna Þórisdóttir\n862 4417', '862 4417', 'valid'],
    ['Með kveðju,\nEinar Ólafsson\n862 4417', '862 4417', 'valid'],
    ['Kær kveðja,\nÞjónustuver Símans\n862 4417', '862 4417', 'invalid'],
    // A department, desk, board or firm signing is no person (compound words by their stem).
    ['Kind regards,\nBilling Team Support\n086 412 7730', '086 412 7730', 'invalid'],
    ['Best regards,\nThe Reservations Desk\n086 412 7730', '086 412 7730', 'invalid'],
    ['Met vriendelijke groet,\nAfdeling Inkoop\n06-41 87 22 09', '06-41 87 22 09', 'invalid'],
    ['Vänliga hälsningar\nKundtjänsten Bokhandel\n070 123 45 67', '070 123 45 67', 'invalid'],
    ['Mit freundlichen Grüßen\nIhre Hausverwaltung Meier\n0171 2345678', '0171 2345678', 'invalid'],
    ['Pozdrawiam\nDział Kadr\n601 234 567', '601 234 567', 'invalid'],
  ] as const)('%j: %s → %s', (text, value, outcome) => {
    expect(phoneSignature.validate(value, contextOf(text, value))).toBe(outcome);
  });
});

describe('phone_number: firms and private persons', () => {
  test.each([
    ['Call our Galway office on 091 562 180.', '091 562 180', 'invalid'],
    // France's five pairs are read in France's plan, not as the Australian mobile 0472 415 680: a firm's fixed line.
    ['For pallets, Moreau Logistics in Lyon can be reached on 04 72 41 56 80.', '04 72 41 56 80', 'invalid'],
    ['Call me on 04 78 12 34 56 tomorrow.', '04 78 12 34 56', 'valid'],
    ['Please contact us on 01 872 4455.', '01 872 4455', 'invalid'],
    ['Reception: tel. 01 872 4455', '01 872 4455', 'invalid'],
    ['Box office open daily 9am–8pm\nPhone: 02 9250 7777', '02 9250 7777', 'invalid'],
    // A Polish fixed line: refused for a firm, taken for a person's home or contact field.
    ['Biuro Nowak, tel. 22 415 38 06', '22 415 38 06', 'invalid'],
    ['Proszę dzwonić na tel. domowy 22 415 38 06', '22 415 38 06', 'valid'],
    ['Zgłaszający: Piotr Malinowski\nKontakt telefoniczny: 22 415 38 06', '22 415 38 06', 'valid'],
    ['Pozdrawiam\nBiuro Nowak sp. z o.o.\ntel. 22 415 38 06', '22 415 38 06', 'invalid'],
    // The same for a Danish fixed line.
    ['Ring til os, tlf. 38 10 20 30', '38 10 20 30', 'invalid'],
    ['Tlf. lejer: 38 10 20 30', '38 10 20 30', 'valid'],
    // The role or home word must label the number, not name the person who is told to call an office.
    ['Telefon rodzica: 22 415 38 06', '22 415 38 06', 'valid'],
    ['My home number is 01 872 4455 if you need me.', '01 872 4455', 'valid'],
    ['Mijn thuisnummer is 020 612 3456 als je me nodig hebt.', '020 612 3456', 'valid'],
    // Icelandic writes the phone's kind into one word with it (heimasími, heimasíminn): Iceland's plan is read, the home word labels it.
    ['Heimasíminn minn er 552 4301.', '552 4301', 'valid'],
    ['Hringdu í heimasímann: 552 4301', '552 4301', 'valid'],
    ['Kaupandi: Guðrún Sigurðardóttir\nSími 552 4301', '552 4301', 'valid'],
    // 'hjá mér' (at mine) after the home word is a first person's; the inflected home words label the number too.
    ['Heimasíminn hjá mér er 587 1234, hringdu eftir kl. 18.', '587 1234', 'valid'],
    ['Gestur: Helga Jónsdóttir\nHeimasíminn: 562 1234', '562 1234', 'valid'],
    ['Kaupandi: Jón Jónsson\nLaugavegur 20, 210 Garðabær\nsími 896 1234', '896 1234', 'valid'],
    // An Icelandic legal form (hf., ehf., slhf., sf.), a public body (Reykjavíkurborg, Akureyrarbær, a ráðuneyti,
    // stofnun, skóli) or a venue (hótel, Nordic hotell, vandrarhem, sjúkrahús) after a private role: the firm's line.
    ['Kaupandi: Festi hf.\nSími 550 4000', '550 4000', 'invalid'],
    ['Kaupandi: Norðurál slhf.\nSími 430 1000', '430 1000', 'invalid'],
    ['Viðskiptavinur: Akureyrarbær\nSími 460 1000', '460 1000', 'invalid'],
    ['Viðskiptavinur: Utanríkisráðuneytið\nSími 545 9900', '545 9900', 'invalid'],
    ['Kaupandi: Tryggingastofnun\nSími 560 4400', '560 4400', 'invalid'],
    ['Gestur: Hótel Saga\nSími 525 9900', '525 9900', 'invalid'],
    ['Gjest: Hotell Norge\nTlf. 55 55 40 00', '55 55 40 00', 'invalid'],
    // A first person asking to be called on the number (ring mig på, soita minulle): the person's own fixed line;
    // a firm's 'ring oss' stays refused.
    ['Hej, ring mig på 08-612 44 07 efter sex.', '08-612 44 07', 'valid'],
    ['Soita minulle numeroon 09 4567 123 illalla', '09 4567 123', 'valid'],
    ['Kundtjänst: ring oss på 08-612 44 07', '08-612 44 07', 'invalid'],
    // A seller's role over a private seller (Privatverkauf, particulier): the person's party, not a firm's.
    ['Verkäufer: Privatperson, Frau Lena Huber\nTelefon 089 2381 7745', '089 2381 7745', 'valid'],
    ['Verkäufer: Privat-Autohaus Huber GmbH\nTelefon 089 2381 7745', '089 2381 7745', 'invalid'],
    // A register word in a long line's sentence makes it a firm's line; a bare "registered" does not.
    ['Hale Freight, registered in Ireland, tel. 01 872 4455, all rights reserved', '01 872 4455', 'invalid'],
    ['Guest registered at the front: Aoife Brennan, tel. 01 872 4455 for the room', '01 872 4455', 'valid'],
    ['Najemca zgłasza usterki do biura administracji, tel. 22 415 38 06', '22 415 38 06', 'invalid'],
    ['Lejer skal kontakte viceværten på tlf. 38 10 20 30', '38 10 20 30', 'invalid'],
    ['Rezygnujesz z telefonu domowego w pakiecie? Zadzwoń: 22 415 38 06', '22 415 38 06', 'invalid'],
    // A signatory's own label (mobile, direct line) in a block that also gives the firm's switchboard, reception,
    // register or VAT line: the labelled number is the person's, the firm's line stays refused.
    ['Best,\nNiamh Brady\nAccounts Lead | Corrib Freight Ltd\nReception: 091 562 180\nCell: 087 314 2259', '087 314 2259', 'valid'],
    ['Best,\nNiamh Brady\nAccounts Lead | Corrib Freight Ltd\nReception: 091 562 180\nCell: 087 314 2259', '091 562 180', 'invalid'],
    ['Regards,\nTom Hale\nHale & Co Ltd, VAT GB 123 4567 89\nDD: 020 7946 0123', '020 7946 0123', 'valid'],
    ['Regards,\nTom Hale\nHale & Co Ltd, VAT GB 123 4567 89\nTel: 020 7946 0123', '020 7946 0123', 'invalid'],
    ['Terveisin\nLiisa Mäkinen\nVaihde 09 123 4567\npuh. 040 123 4567', '040 123 4567', 'valid'],
    ['Pozdrawiam\nAnna Zając\nSekretariat: 22 123 45 67\ntel. kom. 601 234 567', '601 234 567', 'valid'],
    ['Vennlig hilsen\nKari Berg\nSentralbord: 22 12 34 56\nMobil: 915 12 345', '915 12 345', 'valid'],
    ['Vennlig hilsen\nKari Berg\nSentralbord: 22 12 34 56\nMobil: 915 12 345', '22 12 34 56', 'invalid'],
    // On one line: the switchboard word labels the first number only.
    ['Regards,\nJohn Park\nSwitchboard 020 7946 0000 | Mobile 07700 900482', '07700 900482', 'valid'],
    ['Regards,\nJohn Park\nMobile 07700 900482 | Switchboard 020 7946 0000', '07700 900482', 'valid'],
    ['Regards,\nJohn Park\nMobile 07700 900482 | Switchboard 020 7946 0000', '020 7946 0000', 'invalid'],
    ['Kundeservice: 22 12 34 56 eller 915 12 345', '915 12 345', 'invalid'],
    // A service word in another number's part of the line still marks a firm's line that has no person's label.
    ['Brenner GmbH · Zentrale 0711 788 420 · Fax 0711 788 4299 · HRB 731245', '0711 788 4299', 'invalid'],
    ['Regards,\nDan Walsh\nHelpline 0800 123 4567\nCell 087 555 1234', '0800 123 4567', 'invalid'],
    ['Cordialement,\nJulie Martin\nDurand SARL\nStandard : 01 45 67 89 00\nPortable : 06 12 34 56 78', '01 45 67 89 00', 'invalid'],
    ['Cordialement,\nJulie Martin\nDurand SARL\nStandard : 01 45 67 89 00\nPortable : 06 12 34 56 78', '06 12 34 56 78', 'valid'],
    ['Telefon (Zentrale): 0711 788 42-0 · Service-Hotline: 0800 330 2000 (kostenfrei)', '0800 330 2000', 'invalid'],
    // An Italian mobile in the 3-3-4 layout no North American plan accepts: read in Italy's plan beside a phone word.
    ['Cellulare: 348 512 7730', '348 512 7730', 'valid'],
    // English words near: Ireland's plan reads before the Nordic ones a shared word (ring, mob) would name.
    ['give me a ring on 087 612 4409 after work', '087 612 4409', 'valid'],
    // A 3-3-4 number with a trunk 0: a default region's mobile, or a fixed line only when a private person's.
    ['Telefoon thuis: 010 482 9375', '010 482 9375', 'valid'],
    ['Gelateria Rossi\nTel. 055 123 4567', '055 123 4567', 'invalid'],
    ['Call 021 454 5100 to book a test.', '021 454 5100', 'invalid'],
    // Danish "mit nummer", "Fastnet" under a patient's field.
    ['hej, mit nummer er 31 62 08 75', '31 62 08 75', 'valid'],
    ['Patient: Karen Holm\nNørregade 3, 8000 Aarhus C\nFastnet: 86 12 34 77', '86 12 34 77', 'valid'],
    ['Rif. 348 512 7730', '348 512 7730', 'invalid'],
    // The text's language orders the plans: its primary region's reading decides before the default regions' (France's
    // plan reads 089/081/058 as premium or shared-cost lines), and a country that writes no trunk 0 reads its own layout.
    ['Mieterin: Anna Weber\nTelefon: 089 2345 678', '089 2345 678', 'valid'],
    ['Ich bin unter 0821 5567 123 erreichbar.', '0821 5567 123', 'valid'],
    ['Acquirente: Giulia Bianchi, Napoli\nTel. 081 459 2276', '081 459 2276', 'valid'],
    ['Huurder: Sanne Bakker\nTel. 058 212 3456', '058 212 3456', 'valid'],
    ['Köpare: Erik Lund\nTelefon 08-870 412 71', '08-870 412 71', 'valid'],
    ['Solicitante: María López\nTeléfono: 33 1847 2960', '33 1847 2960', 'valid'],
    ['hej Camilla, tak for i går! Hun vil gerne passe hunden, ring til 26 19 74 53', '26 19 74 53', 'valid'],
    // A firm's fixed line in the language's primary plan, under no person's label, is not a person's.
    ['Har du frågor om avgiften och parkeringen? Ring Parkeringsbolaget på 031-61 23 00.', '031-61 23 00', 'invalid'],
    // A later region of the language (Switzerland for French) that reads the number as a fixed line does not refuse it.
    ['| Date de naissance | 11/06/1991 |\n| Téléphone portable | 07 15 84 56 51 |', '07 15 84 56 51', 'valid'],
    // A private role's party is a firm's when its own lines say so, below the number too, or when it names a venue or
    // a site (a hospital, fulfilment centre, hotel); a block headed by a venue's name is the venue's, +CC or not.
    ['PACKING LIST\nShip to: Northgate Distribution Centre\nUnit 7, Lakeside Park, Leeds LS10 1AB\nTel: 0113 496 0321', '0113 496 0321', 'invalid'],
    ["Delivery note\nDeliver to: St Mary's Hospital, Goods In\nTel: 020 7946 0455", '020 7946 0455', 'invalid'],
    ['Invoice 88\nShip to: Northwind Traders\nTel: 0113 496 0321\nVAT GB 123 4567 89', '0113 496 0321', 'invalid'],
    ['Hotel Bellavista – Sorrento\nGuest experience: +39 081 878 1234\nSpa: +39 081 878 1235', '+39 081 878 1234', 'invalid'],
    ['Ship to: Sarah Collins\n12 Park Road, Leeds LS6 2AB\nTel: 07700 900123', '07700 900123', 'valid'],
    ['Guest: Anna Berg, Hotel Astoria\nTel: +46 70 123 45 67', '+46 70 123 45 67', 'valid'],
    // A number under a VAT word on its own line is no private fixed line, signature or not.
    ['Regards,\nPriya Shah\nCoulter & Moss LLP, VAT GB 123 4567 89\nTel: 020 7946 0000', '123 4567 89', 'invalid'],
  ] as const)('%j: %s → %s', (text, value, outcome) => {
    expect(phoneNumber.validate(value, contextOf(text, value))).toBe(outcome);
  });
});
