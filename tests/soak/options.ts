/** `npm run soak -- --minutes 2 --events 4 ...`: every figure of the day is an option, so a bigger machine runs a bigger day. */
export interface SoakOptions {
  minutes: number;
  instances: number;
  events: number;
  entrants: number;
  /** registered players per event (accounts with phones, campaigns and backers); the rest of the field walks in */
  registered: number;
  displays: number;
  phones: number;
  bells: number;
  investors: number;
  /** requests a second: browsing and searching, and card payments started */
  browse: number;
  invest: number;
  /** seconds between the instance kills and between the database cuts; 0: none */
  killEvery: number;
  cutEvery: number;
  /** the sandbox's share of failing and of slow calls */
  failureRate: number;
  slowRate: number;
  /** the load's chance (tests/soak/random.ts): the same seed, the same choices */
  seed: number;
}

export const DEFAULTS: SoakOptions = {
  minutes: 10,
  instances: 2,
  events: 10,
  entrants: 100,
  registered: 10,
  displays: 1000,
  phones: 200,
  bells: 500,
  investors: 500,
  browse: 20,
  invest: 5,
  killEvery: 90,
  cutEvery: 60,
  failureRate: 0.1,
  slowRate: 0.1,
  seed: 1,
};

const FLAG = /^--([a-z-]+)$/;
const camel = (flag: string) => flag.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** Reads `--name value` pairs over the defaults; an unknown flag or a value that is not a number stops the run. */
export function parseOptions(argv: string[]): SoakOptions {
  const options: SoakOptions = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const m = FLAG.exec(argv[i]!);
    const key = m ? (camel(m[1]!) as keyof SoakOptions) : null;
    if (!key || !(key in DEFAULTS)) throw new Error(`unknown option ${argv[i]} (options: ${Object.keys(DEFAULTS).join(", ")})`);
    const value = Number(argv[++i]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${m![1]} needs a number of 0 or more (got ${argv[i]})`);
    options[key] = value;
  }
  if (options.instances < 1 || options.events < 1 || options.entrants < 4) throw new Error("--instances and --events need at least 1, --entrants at least 4");
  options.registered = Math.min(options.registered, options.entrants);
  return options;
}
