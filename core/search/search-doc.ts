// What the search index is built from: one document per product (issue 3 §3, spec §4). A module of
// its own so build.ts and engine.ts both depend on it instead of on each other (issue 23 §5).
export interface SearchDoc {
  productId: string;
  /** The customer's own product number; '' when the customer has none for this product. */
  customerProductNumber: string;
  name: string;
  brand: string;
  /** Posting group name and id. */
  group: string;
  groupId: string;
}
