// Our unit codes as the procurement systems know them (issue 16 §1, §2): SAP OCI takes ISO unit codes,
// cXML's UnitOfMeasure takes UN/CEFACT Recommendation 20 codes; for the units we sell the two agree.
// One table, so both protocols and docs/guides/punch-out.md say the same.

/** Our unit code -> UN/CEFACT Rec. 20 (= the ISO code SAP maps with T006). */
export const PUNCH_OUT_UNIT_CODES: Readonly<Record<string, string>> = {
  STK: 'EA', // each (stk.)
  KG: 'KGM', // kilogram
  G: 'GRM', // gram
  L: 'LTR', // litre
  KRT: 'CT', // carton
  PK: 'PK', // pack
  FL: 'BO', // bottle
  DS: 'CA', // can
  BK: 'TU', // tub (bøtte)
  SPN: 'BJ', // bucket (spand)
  PS: 'BG', // bag (pose)
  RL: 'RO', // roll
  BDT: 'BE', // bundle
};

/** The code a procurement system gets for our unit; an unmapped unit goes as 'EA' (each), never empty. */
export function punchOutUnitCode(unit: string): string {
  return PUNCH_OUT_UNIT_CODES[unit.toUpperCase()] ?? 'EA';
}

/** Our unit for a code a procurement system sends back (cXML edit/inspect); null when none matches. */
export function unitFromPunchOutCode(code: string, available: readonly string[]): string | null {
  const wanted = code.trim().toUpperCase();
  return available.find((unit) => punchOutUnitCode(unit) === wanted || unit.toUpperCase() === wanted) ?? null;
}
