// The public calculators (decision 160): /tools/chop, /tools/payouts, /tools/structure. Pages load through the router.
export {};
