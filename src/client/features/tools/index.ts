// The public calculators (issue 27): /tools/chop, /tools/payouts, /tools/structure. Pages load through the router.
export {};
