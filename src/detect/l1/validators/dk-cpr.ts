import { around, dateExists, textBefore } from './checks.ts';
import { dateSerialValidator } from './date-serial-validator.ts';
import { isExampleValue } from './example-marker.ts';
import { sePersonnummer } from './se-personnummer.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * The birth year a CPR number's 7th digit and two-digit year give (CPR's century table): 0–3 1900s; 4 and 9 2000–2036
 * or 1937–1999; 5–8 2000–2057 or 1858–1899.
 */
export function dkBirthYear(seventh: number, yy: number): number {
  if (seventh <= 3) return 1900 + yy;
  if (seventh === 4 || seventh === 9) return yy <= 36 ? 2000 + yy : 1900 + yy;
  return yy <= 57 ? 2000 + yy : 1800 + yy;
}

/** Why a 10-digit value is no CPR number, or undefined when it is one. */
function problem(d: string, context: ValidatorContext | undefined, now = new Date()): string | undefined {
  const year = dkBirthYear(d.charCodeAt(6) - 48, Number(d.slice(4, 6)));
  if (!dateExists(year, Number(d.slice(2, 4)), Number(d.slice(0, 2)))) return 'no such birth date';
  if (year > now.getUTCFullYear()) return 'birth date in the future';
  if (/^\d{6}0000$/.test(d)) return 'serial 0000 (a date, not a number)';
  if (isExampleValue(context)) return 'written as an example or format';
  const register = registerOrRun(d, context);
  if (register) return register;
  // "Personnummer" is Swedish as much as Danish: a value the Swedish validator accepts (YYMMDD or a samordningsnummer,
  // and Luhn) is left to se-personnummer unless CPR is named near it.
  if (sePersonnummer.validate(d) === 'valid' && !/\bcpr/i.test(around(context, 64))) return 'reads as a Swedish personnummer (YYMMDD, Luhn) and no CPR word';
  return undefined;
}

/** CPR named as a number's label: "CPR-nr.", "CPR-nummer", "cpr:", "cpr_nr=", "Personnummer". */
const NUMBER_LABEL = /(?<![\p{L}\p{N}])(?:cpr(?:[-_ ]?(?:nr|nummer(?:et)?|no)\.?|[ \t]{0,2}[:=]|[ \t]{1,2}(?:er|is|på))|person(?:nummer(?:et)?|nr|-nr))/iu;
/** CPR as part of a compound naming the register or a system, not a person's number: "CPR-registeret", "CPR-systemet". */
const REGISTER = /(?<![\p{L}\p{N}])cpr[-_ ]?(?:registe?r(?:et|ets)?|registret|system(?:et)?|kontor(?:et)?|opslag(?:et)?|databasen?|data|integration(?:en)?|servicen?|udtræk(?:ket)?|kørsel|opdatering(?:en)?)(?![\p{L}\p{N}])/iu;
const REGISTER_ALL = new RegExp(REGISTER.source, 'giu');
/** A run or log word: a DDMMYY-HHMM beside it is a timestamp. */
const RUN_WORD =
  /(?<![\p{L}\p{N}])(?:kørt|kørsel|kørslen|backup|backuppen|log|loggen|logget|job|jobbet|started|startet|finished|run|ran|afsluttet|færdig|completed|tidsstempel|timestamp|batch|cron)(?![\p{L}\p{N}])/iu;

/**
 * Why the number is a run's timestamp DDMMYY-HHMM, not a CPR number, or undefined: a run or log word right before
 * it ("Backup-job kørt 150324-1030"), or CPR named only as the register or a system ("CPR-registeret", no CPR-nr.
 * anywhere near). A serial that cannot be a time (HH > 23 or MM > 59) and a number label (CPR-nr., cpr:) right
 * before it keep the number.
 */
function registerOrRun(d: string, context: ValidatorContext | undefined): string | undefined {
  const before = textBefore(context, 64);
  const near = around(context, 64);
  if (NUMBER_LABEL.test(before.slice(-24))) return undefined;
  const time = Number(d.slice(6, 8)) <= 23 && Number(d.slice(8, 10)) <= 59;
  if (time && RUN_WORD.test(before.slice(-40))) return 'a run or log word beside a DDMMYY-HHMM: a timestamp';
  if (time && REGISTER.test(near) && !NUMBER_LABEL.test(near.replace(REGISTER_ALL, ' '))) return 'CPR names the register or a system, and no number label';
  return undefined;
}

/**
 * Danish CPR number DDMMYY-SSSS (the hyphen may be left out): a real birth date whose century the 7th digit decides,
 * not in the future. Modulus 11 is not checked: numbers issued since 2007 need not pass it. A value written as an
 * example or format ("f.eks. 010190-1234") is refused.
 */
export const dkCpr: Validator = dateSerialValidator('dk_cpr', false, problem);
