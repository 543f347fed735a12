// What other features use of investing.
export { FairPriceNote } from "./fair-price-note";
export { InvestDialog } from "./lazy-invest-dialog";
export { ReservedNote } from "./reserved-note";
