import { describe, expect, test } from 'bun:test';
import { compact, dateExists, dateSerialDigits, digitsOfLength, luhnOk, mod11CheckDigit, repeated, weightedSum } from './checks.ts';

describe('checks', () => {
  test('luhnOk', () => {
    expect(luhnOk('79927398713')).toBe(true);
    expect(luhnOk('79927398710')).toBe(false);
  });
  test('dateExists', () => {
    expect(dateExists(2024, 2, 29)).toBe(true);
    expect(dateExists(2023, 2, 29)).toBe(false);
    expect(dateExists(2023, 13, 1)).toBe(false);
  });
  test('mod11CheckDigit: 11 - (sum mod 11), 11 reads 0, 10 is none (-1)', () => {
    expect(mod11CheckDigit('123', [3, 2, 1])).toBe(1);
    expect(mod11CheckDigit('000', [3, 2, 1])).toBe(0);
    expect(mod11CheckDigit('1', [1])).toBe(-1);
  });
  test('dateSerialDigits: DDMMYY-NNNN with or without its separator', () => {
    expect(dateSerialDigits(' 150324-1030 ')).toBe('1503241030');
    expect(dateSerialDigits('150324 1030')).toBe('1503241030');
    expect(dateSerialDigits('1503241030')).toBe('1503241030');
    expect(dateSerialDigits('15032-41030')).toBe(null);
  });
  test('weightedSum, compact, repeated, digitsOfLength', () => {
    expect(weightedSum('123', [3, 2, 1])).toBe(10);
    expect(compact('12 34-56.7/8')).toBe('12345678');
    expect(repeated('0000')).toBe(true);
    expect(repeated('0001')).toBe(false);
    expect(digitsOfLength('123 456 789', 9)).toBe('123456789');
    expect(digitsOfLength('123 456 78', 9)).toBe(null);
  });
});
