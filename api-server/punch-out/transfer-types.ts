// What a punch-out transfer carries back to the procurement system (issue 16), protocol-neutral: the OCI
// form (oci-form.ts) and the cXML PunchOutOrderMessage (cxml-order-message.ts) are both built from it.

/** One basket line as it goes back. Numbers are strings with a dot decimal, as both protocols require. */
export interface TransferLine {
  /** Our product id: OCI NEW_ITEM-VENDORMAT and EXT_PRODUCT_ID, cXML SupplierPartID. */
  productId: string;
  description: string;
  /** The amount in `unit`, e.g. "2.5". */
  quantity: string;
  /** Our unit code (KG, STK, KRT…). */
  unit: string;
  /** punchOutUnitCode(unit): ISO / UN/CEFACT. */
  unitCode: string;
  /** Price per `unit` in DKK with two decimals ("123.45"); "0.00" when the user may not see prices. */
  unitPrice: string;
  /** Line total in øre, for the record and the cXML Total. */
  lineTotalOre: number;
  /** Posting group id: OCI MATGROUP, cXML Classification. */
  materialGroup: string;
  /** Days from today to the delivery date: OCI LEADTIME. */
  leadTimeDays: number;
  /** Longer description (brand, pack size), OCI LONGTEXT. */
  longText: string;
}

export type { PunchOutForm } from '../../core/schemas/punch-out.js';
