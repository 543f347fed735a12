import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision 243: nginx counts every response proxy_next_upstream lists as a failed attempt, and with max_fails=1 one
// failed attempt takes the instance out for fail_timeout. The app answers 503 itself when a payment provider did not
// answer or a database connection was cut: a healthy instance saying "try again", which must not empty the rotation.
const conf = readFileSync(path.resolve(__dirname, "../../deploy/nginx.conf"), "utf8");

describe("deploy/nginx.conf", () => {
  it("takes an instance out only for a refused or broken connection, never for an answer the app sends", () => {
    const lists = [...conf.matchAll(/^\s*proxy_next_upstream\s+([^;]+);/gm)].map((m) => m[1]!.split(/\s+/));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect(list).toContain("error");
      // the app's own statuses: 500 (a defect), 503 (try again), 429 (a limit)
      for (const answer of ["http_500", "http_503", "http_429", "http_504"]) expect(list).not.toContain(answer);
    }
    expect(conf).toMatch(/max_fails=1/);
  });
});

describe("deploy/nginx.conf: the event streams (decision 245)", () => {
  it("sends each stream to the instance holding the fewest open, counted across nginx's workers", () => {
    const streamsLocation = conf.match(/location ~ \^\/api\/\([^)]*\)\/events\$ \{([^}]*)\}/)?.[1] ?? "";
    expect(streamsLocation).toMatch(/proxy_pass http:\/\/stakeline;/);
    const block = conf.match(/upstream stakeline \{([^}]*)\}/)?.[1] ?? "";
    expect(block).toMatch(/^\s*least_conn;/m);
    expect(block).toMatch(/^\s*zone stakeline \d+k;/m);
  });

  it("has one upstream: an instance's failure is forgotten only when a request to it completes, and a stream takes hours", () => {
    expect([...conf.matchAll(/^\s*upstream\s/gm)]).toHaveLength(1);
  });
});
