// The public calculators (decisions 160, 232): /tools/chop, /tools/payouts, /tools/structure, /tools/satellite,
// /tools/package, /tools/flights. Pages load through the router.
export {};
