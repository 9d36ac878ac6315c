import { describe, expect, test } from 'bun:test';
import { euStreetAddress, euStreetAddressPrivate, FIRM_ADDRESSEE_REASON, streetAddressLabelled } from './eu-street-address.ts';

describe('eu_street_address', () => {
  test.each([
    ['Hauptstraße 12, 10115 Berlin', 'valid'],
    ['Kaiser-Wilhelm-Allee 153, 90575 Fürth', 'valid'],
    ['Dresdener Str. 7', 'valid'],
    ['Am Jägerhof 9, 08542 Plauen', 'valid'],
    ['In der Wiese 3', 'valid'],
    ['Via Garibaldi 15, 20121 Milano', 'valid'],
    ['8 rue de la Paix, 75002 Paris', 'valid'],
    ['Entenpfuhl 48c, 94717 Passau', 'valid'],
    ['Kerkstraat 23, 1017 GB Amsterdam', 'valid'],
    ['Offering 3, 12345 Units', 'invalid'],
    ['Windows 10, 20000 Users', 'invalid'],
    ['Gold Ring 5', 'invalid'],
    ['Version 2, 10000 Downloads', 'invalid'],
    ['Hauptstraße 0, 10115 Berlin', 'invalid'],
    ['Hauptstraße 5, 00000 Berlin', 'invalid'],
    ['Hauptstraße', 'not_applicable'],
    // Nordic street types written as their own word: after a genitive (some word of it not English) or a name.
    ['Kongens gate 5', 'valid'],
    ['Thereses gate 14 B', 'valid'],
    ['Passengers gate 12', 'invalid'],
    ['Bygdøy allé 23', 'valid'],
    ['Södra vägen 21', 'valid'],
    ['Departure gate 12', 'invalid'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(euStreetAddress.validate(value)).toBe(outcome);
  });
});

const around = (text: string, value: string) => {
  const start = text.indexOf(value);
  return { match: value, text, start, end: start + value.length };
};

describe('eu_street_address_private: venue stems', () => {
  test('keskus (a centre) refuses, keskustelu (a discussion) does not', () => {
    const venue = 'Toimitusosoite: Itäkeskus, Koivukuja 3 C 14, Espoo';
    const talk = 'Keskustelu jatkuu: asun osoitteessa Koivukuja 3 C 14, Espoo.';
    expect(euStreetAddressPrivate.validate('Koivukuja 3 C 14', around(venue, 'Koivukuja 3 C 14'))).toBe('invalid');
    expect(euStreetAddressPrivate.validate('Koivukuja 3 C 14', around(talk, 'Koivukuja 3 C 14'))).toBe('valid');
  });
});

describe('street_address_labelled', () => {
  test.each([
    ['Billing address: Antwon Muller\n 14 Wisozk-Hessel Bank Apt. 702\n HU7 9VN', '14 Wisozk-Hessel Bank Apt. 702', 'valid'],
    ['Lieferadresse:\nName\nAm Kühnsbusch 96a\n12345 Stadt', 'Am Kühnsbusch 96a', 'valid'],
    ['Rechnungsadresse:\nErika Muster\nLindenhof 12\n80331 München', 'Lindenhof 12', 'valid'],
    ['Shipping address:\nJane Roe\n42 Kingsmead\nBath BA1 2AB', '42 Kingsmead', 'valid'],
    ['Delivery address:\nTom Brown\n12 The Green\nMarlow', '12 The Green', 'valid'],
    ['Delivery address:\nTom Brown\nFlat 2, 17 Ashdown\nLondon', 'Flat 2, 17 Ashdown', 'valid'],
    ['Address\n\n1 Introduction\n2 Methods', '1 Introduction', 'invalid'],
    ['Server address:\nHost 1\nPort 8080', 'Host 1', 'invalid'],
    ['Postadresse:\nOle Hansen\n2830 Virum', '2830 Virum', 'invalid'],
    ['Our office address:\nAcme Widgets\n200 Kingsmead\nBath', '200 Kingsmead', 'invalid'],
    ['Lieferadresse:\nAmazon Logistik GmbH\nAm Borsigturm 56\n13507 Berlin', 'Am Borsigturm 56', 'invalid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(streetAddressLabelled.validate(value, around(text, value))).toBe(outcome);
  });
});

describe('warehouse addressees', () => {
  test('a warehouse on the line above or before the street refuses it; Lager- streets and Schlager do not', () => {
    const lager = 'Lieferadresse:\nZentrallager Nord\nHafenstraße 12\n20457 Hamburg';
    const se = 'Leveransadress: Centrallagret, Södra vägen 21, 412 54 Göteborg.';
    const person = 'Lieferadresse:\nJonas Schlager\nLagerstraße 12\n20457 Hamburg';
    const stored = 'Dokumentet er mellomlagret. Adresse: Storgata 5, 0155 Oslo';
    expect(euStreetAddress.validate('Hafenstraße 12', around(lager, 'Hafenstraße 12'))).toBe('invalid');
    expect(euStreetAddressPrivate.validate('Södra vägen 21', around(se, 'Södra vägen 21'))).toBe('invalid');
    expect(streetAddressLabelled.validate('Hafenstraße 12', around(lager, 'Hafenstraße 12'))).toBe('invalid');
    expect(euStreetAddress.validate('Lagerstraße 12', around(person, 'Lagerstraße 12'))).toBe('valid');
    expect(euStreetAddressPrivate.validate('Storgata 5', around(stored, 'Storgata 5'))).toBe('valid');
  });
});

describe('firm and venue addressees (street-address-eu)', () => {
  test.each([
    // A firm's legal form, register label or business-address label on the address's line or the addressee line above.
    ['Impressum\nKessler Sanitär GmbH, Gartenweg 3, 71634 Ludwigsburg', 'Gartenweg 3, 71634 Ludwigsburg', 'invalid'],
    ['Fra: Bølge Design ApS, Havnegade 12, 5000 Odense C, CVR 12345678', 'Havnegade 12, 5000 Odense', 'invalid'],
    ['Sede legale: Via Solferino 28, 20121 Milano', 'Via Solferino 28, 20121 Milano', 'invalid'],
    ['Besöksadress: Sveavägen 44, 111 34 Stockholm', 'Sveavägen 44, 111 34 Stockholm', 'invalid'],
    ['Osteria del Ponte\nVia dei Mille 4, 40121 Bologna', 'Via dei Mille 4, 40121 Bologna', 'invalid'],
    ['Das Stadtmuseum liegt in der Burgstraße 7, 01067 Dresden.', 'Burgstraße 7, 01067 Dresden', 'invalid'],
    ['Musterweg 5, 12345 Musterstadt', 'Musterweg 5, 12345 Musterstadt', 'invalid'],
    // A person's address stays: a name line above, a letterhead further up, another party after a semicolon or label.
    ['Vertrieb · Kranich GmbH\n\nHerrn\nTobias Reinhardt\nAhornweg 17, 09126 Chemnitz', 'Ahornweg 17, 09126 Chemnitz', 'valid'],
    ['Mieter: Lotte Kramer, Kastanienallee 8, 10435 Berlin; Vermieter: Stein GmbH', 'Kastanienallee 8, 10435 Berlin', 'valid'],
    ['Vermieter: Stein GmbH; Mieterin: Lotte Kramer, Kastanienallee 8, 10435 Berlin', 'Kastanienallee 8, 10435 Berlin', 'valid'],
    ['Arbeitgeber: Stein GmbH\nWohnanschrift: Kastanienallee 8, 10435 Berlin', 'Kastanienallee 8, 10435 Berlin', 'valid'],
    // A 'Museumstraat' is a street: the venue word is read around the address, never in it.
    ['Bewoner: Sanne de Wit\nMuseumstraat 14, 1071 XX Amsterdam', 'Museumstraat 14, 1071 XX Amsterdam', 'valid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(euStreetAddress.validate(value, around(text, value))).toBe(outcome);
  });
});

describe('Irish address lines ending in an Eircode (street-address-labelled)', () => {
  test.each([
    ['Address: Apartment 12, Harbour View, Strand Road, Bray, Co. Wicklow A98 X2T4', 'Apartment 12, Harbour View, Strand Road, Bray, Co. Wicklow A98 X2T4', 'valid'],
    ['Address:\nThe Old Rectory, Kilcullen, Co. Kildare R56 EV82', 'The Old Rectory, Kilcullen, Co. Kildare R56 EV82', 'valid'],
    // One part only, or prose before the code.
    ['Address: Bray A98 X2T4', 'Bray A98 X2T4', 'invalid'],
    ['Address: see the form, page 2 A98 X2T4', 'see the form, page 2 A98 X2T4', 'invalid'],
    // An office's.
    ['Office address: Grand Canal Square, Dublin 2, D02 A342', 'Grand Canal Square, Dublin 2, D02 A342', 'invalid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(streetAddressLabelled.validate(value, around(text, value))).toBe(outcome);
  });
});

describe('firm addresses under an address label (street-address-labelled)', () => {
  test.each([
    // A business-address label, or a legal form or register number in the addressee or later on the line: refused.
    ['Construcciones Ebro S.L. · CIF B87654321\nDomicilio social: C/ Alcalá 45, 28014 Madrid', 'C/ Alcalá 45', 'invalid'],
    ['Officine Reno S.p.A. · P.IVA 01234567890\nIndirizzo sede legale: Via Emilia 200, 40139 Bologna', 'Via Emilia 200', 'invalid'],
    ['Brenner Haustechnik GmbH, HRB 12345\nGeschäftsadresse: Lindenhof 12, 80331 München', 'Lindenhof 12', 'invalid'],
    ['Rechnungsadresse:\nCantina Colli Berici S.r.l.\nVia Roma 4\n36100 Vicenza', 'Via Roma 4', 'invalid'],
    // A private label is never refused, whatever employer stands beside it, on its line or under it.
    ['Brenner Haustechnik GmbH · Personalakte\nPrivatanschrift: Kastanienweg 14, 80331 München', 'Kastanienweg 14', 'valid'],
    ['Home address: 7 Elmfield Close, Leeds LS6 2QT (employer: Northgate Analytics Ltd)', '7 Elmfield Close', 'valid'],
    ['Woonadres:\nSanne de Wit\nLindelaan 31\n3581 AB Utrecht\nWerkgever: Drukkerij Hollandia B.V.', 'Lindelaan 31', 'valid'],
    ['Indirizzo di residenza: Via dei Tigli 9, 40121 Bologna (dipendente di Officine Reno S.p.A., P.IVA 01234567890)', 'Via dei Tigli 9', 'valid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(streetAddressLabelled.validate(value, around(text, value))).toBe(outcome);
  });
  test('the firm refusal gives the firm reason', () => {
    const text = 'Brenner Haustechnik GmbH, HRB 12345\nGeschäftsadresse: Lindenhof 12, 80331 München';
    expect(streetAddressLabelled.why?.('Lindenhof 12', around(text, 'Lindenhof 12'))).toBe(FIRM_ADDRESSEE_REASON);
  });
});
