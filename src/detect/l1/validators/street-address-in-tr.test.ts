import { describe, expect, test } from 'bun:test';
import { inStreetAddress, trStreetAddress } from './street-address-in-tr.ts';

const at = (v: typeof inStreetAddress, text: string, value: string) => {
  const start = text.indexOf(value);
  return v.validate(value, { match: value, text, start, end: start + value.length });
};

describe('in_street_address', () => {
  test.each([
    ['Ship to Flat No. 302, Sai Krupa Apartments, 14th Cross Road, Malleshwaram, Bengaluru 560003', 'Flat No. 302, Sai Krupa Apartments, 14th Cross Road, Malleshwaram, Bengaluru 560003', 'valid'],
    ['23/4, Gandhi Nagar, 2nd Main Road, Adyar, Chennai 600020', '23/4, Gandhi Nagar, 2nd Main Road, Adyar, Chennai 600020', 'valid'],
    ['Plot No. 4, Kochi 682016', 'Plot No. 4, Kochi 682016', 'invalid'],
    ['Order 12, Qty 3, Total, Paid 450000', '12, Qty 3, Total, Paid 450000', 'invalid'],
    ['State Bank of India, Main Branch, 12, Parliament Street, New Delhi 110001', '12, Parliament Street, New Delhi 110001', 'invalid'],
    ['Our office: 4, Prestige Tech Park, Outer Ring Road, Bengaluru 560103', '4, Prestige Tech Park, Outer Ring Road, Bengaluru 560103', 'invalid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(at(inStreetAddress, text, value)).toBe(outcome);
  });
});

describe('tr_street_address', () => {
  test.each([
    ['Adres: Atatürk Mahallesi Çiçek Sokak No: 12 Daire 4, Kadıköy', 'Atatürk Mahallesi Çiçek Sokak No: 12 Daire 4', 'valid'],
    ['Belediye Hizmet Binası: Cumhuriyet Mahallesi Atatürk Caddesi No: 1, Çankaya/Ankara', 'Cumhuriyet Mahallesi Atatürk Caddesi No: 1', 'invalid'],
    ['Şubemiz Moda Mahallesi Bahariye Caddesi No: 20 Kadıköy adresinde açıldı.', 'Şubemiz Moda Mahallesi Bahariye Caddesi No: 20', 'invalid'],
    ['Müşteri Cumhuriyet Mahallesi 1453. Sokak No: 5 Daire 2', 'Müşteri Cumhuriyet Mahallesi 1453. Sokak No: 5 Daire 2', 'valid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(at(trStreetAddress, text, value)).toBe(outcome);
  });
});
