import type { Validator } from './types.ts';

/**
 * German district codes (Unterscheidungszeichen) from the official register (KBA; as published by Berlin's
 * open-data list kfz-kennz-d.csv), grouped by first letter. Codes reintroduced since 2012 that are not in
 * that list are missed by the bare-layout rule (the context rule still finds them). Y (Bundeswehr) and
 * X (NATO) plates use other layouts and are left out.
 */
const CODES_BY_LETTER: Record<string, string> = {
  A: 'A AA AB ABI ABG AC AE AIC AK AM AN AÖ AP AS AUR AW AZ',
  B: 'B BA BAD BAR BB BC BD BGL BI BIR BIT BK BL BLK BM BN BO BOR BOT BP BRA BRB BS BT BTF BÜS BW BWL BYL BZ',
  C: 'C CB CE CHA CO COC COE CUX CW',
  D: 'D DA DAH DAN DAU DBR DD DE DEG DEL DGF DH DL DLG DN DO DON DU DÜW',
  E: 'E EA EB EBE ED EE EF EI EIC EL EM EMD EMS EN ER ERB ERH ERZ ES ESW EU',
  F: 'F FB FD FDS FF FFB FG FL FN FO FR FRG FRI FS FT FÜ',
  G: 'G GAP GE GER GF GG GI GL GM GÖ GP GR GRZ GS GT GTH GÜ GZ',
  H: 'H HA HAL HAM HAS HB HBN HD HDH HE HEF HEI HEL HER HF HG HGW HH HI HL HM HN HO HOL HOM HP HR HRO HS HSK HST HU HVL HWI HX HZ',
  I: 'IGB IK IN IZ',
  J: 'J JL',
  K: 'K KA KB KC KE KEH KF KG KH KI KIB KL KLE KN KO KR KS KT KU KÜN KUS KYF',
  L: 'L LA LAU LB LD LDK LDS LER LEV LG LI LIF LIP LL LM LÖ LOS LRO LSA LSN LU LWL',
  M: 'M MA MB MD ME MEI MG MI MIL MK MKK MM MN MOL MOS MR MS MSH MSP MST MTK MÜ MÜR MVL MYK MZ MZG',
  N: 'N NB ND NDH NE NEA NES NEW NF NI NK NL NM NMS NOH NOM NR NU NVP NW NWM',
  O: 'OA OAL OB OD OE OF OG OH OHA OHV OHZ OL OPR OS OSL OVP',
  P: 'P PA PAF PAN PB PCH PE PF PI PIR PLÖ PM PR PS',
  R: 'R RA RD RE REG RO ROS ROW RP RPL RS RT RÜD RÜG RV RW RZ',
  S: 'S SAD SAL SAW SB SC SDL SE SG SH SHA SHG SHK SHL SI SIG SIM SK SL SLF SLK SLS SM SN SO SOK SÖM SON SP SPN SR ST STA STD SU SÜW SW SZ',
  T: 'TBB TDO TF TG THL THW TIR TÖL TR TS TÜ TUT',
  U: 'UE UL UM UN',
  V: 'V VB VEC VER VIE VK VR VS',
  W: 'W WAF WAK WB WE WEN WES WF WHV WI WIL WL WM WN WND WO WOB WST WT WTM WÜ WUG WUN WW WZ',
  Z: 'Z ZW',
};

const CODES: ReadonlySet<string> = new Set(Object.values(CODES_BY_LETTER).flatMap((s) => s.split(' ')));

/** True when `code` is a German district code in the register above. */
export function isDeDistrictCode(code: string): boolean {
  return CODES.has(code);
}

/**
 * German licence plate in the standard layout: district code (from the register), 1-2 letters, 1-4 digits
 * without a leading zero and an optional E (electric) or H (historic) suffix; at most 8 characters without
 * separators and suffix (FZV § 8). Structure only: it does not raise the score.
 */
export const deKfz: Validator = {
  name: 'de_kfz',
  confirms: false,
  validate(value) {
    const m = /^([A-ZÄÖÜ]{1,3})[ -]([A-Z]{1,2})[ -]([1-9][0-9]{0,3})[EH]?$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const [, code, letters, digits] = m;
    if (!CODES.has(code)) return 'invalid';
    return code.length + letters.length + digits.length <= 8 ? 'valid' : 'invalid';
  },
};
