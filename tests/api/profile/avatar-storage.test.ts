import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { createInvestor, createUser, injectAs, testConfig } from "../helpers";

const webp = (r: number) =>
  sharp({ create: { width: 256, height: 256, channels: 3, background: { r, g: 90, b: 40 } } })
    .webp()
    .toBuffer();

function multipart(file: Buffer) {
  const boundary = `----stakeline${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.webp"\r\nContent-Type: image/webp\r\n\r\n`);
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

// avatars live in the database (decision 130): a second instance with its own DATA_DIR serves them, and the
// files an earlier version left under DATA_DIR/uploads/avatars move into the table on start
describe("avatars stored in the database", () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: testConfig().DATABASE_URL, dataDir: "memory://" });
    dataDir = await mkdtemp(path.join(os.tmpdir(), "stakeline-avatar-migration-"));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (dir: string) => {
    const app = await buildApp({ config: testConfig({ DATA_DIR: dir, inMemory: false }), database, logger: false });
    await app.ready();
    return app;
  };

  it("moves the files under DATA_DIR/uploads/avatars into the table on start, with versioned URLs, and removes them", async () => {
    const folder = path.join(dataDir, "uploads", "avatars");
    await mkdir(folder, { recursive: true });
    const bytes = await webp(10);
    const name = `${randomBytes(16).toString("hex")}.webp`;
    await writeFile(path.join(folder, name), bytes);
    const owner = await createUser(database.db, { profileImageUrl: `/uploads/avatars/${name}` });
    // a URL whose file is gone, and one that is not ours, stay as they are
    const lost = await createUser(database.db, { profileImageUrl: `/uploads/avatars/${randomBytes(16).toString("hex")}.webp` });
    const outside = await createUser(database.db, { profileImageUrl: "https://example.com/me.png" });

    const app = await start(dataDir);
    try {
      const me = (await injectAs(app, owner, { method: "GET", url: "/api/auth/user" })).json();
      expect(me.profileImageUrl).toMatch(new RegExp(`^/uploads/avatars/${owner.user.id}-[a-f0-9]{16}\\.webp$`));
      const served = await app.inject({ method: "GET", url: me.profileImageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(existsSync(path.join(folder, name))).toBe(false);
      expect((await injectAs(app, lost, { method: "GET", url: "/api/auth/user" })).json().profileImageUrl).toBe(lost.user.profileImageUrl);
      expect((await injectAs(app, outside, { method: "GET", url: "/api/auth/user" })).json().profileImageUrl).toBe("https://example.com/me.png");
    } finally {
      await app.close();
    }
  });

  it("an avatar uploaded through one instance is served by another with its own DATA_DIR, and removed for both", async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), "stakeline-avatar-other-"));
    const [one, two] = [await start(dataDir), await start(otherDir)];
    try {
      const me = await createInvestor(database.db);
      const body = multipart(await webp(200));
      const uploaded = await injectAs(one, me, { method: "POST", url: "/api/profile/avatar", payload: body.payload, headers: body.headers });
      expect(uploaded.statusCode).toBe(200);
      const url = uploaded.json().profileImageUrl as string;
      const fromOne = await one.inject({ method: "GET", url });
      const fromTwo = await two.inject({ method: "GET", url });
      expect(fromTwo.statusCode).toBe(200);
      expect(fromTwo.headers.etag).toBe(fromOne.headers.etag);
      expect(fromTwo.rawPayload.equals(fromOne.rawPayload)).toBe(true);
      expect((await two.inject({ method: "GET", url, headers: { "if-none-match": fromOne.headers.etag as string } })).statusCode).toBe(304);

      expect((await injectAs(two, me, { method: "DELETE", url: "/api/profile/avatar" })).statusCode).toBe(200);
      expect((await one.inject({ method: "GET", url })).statusCode).toBe(404);
    } finally {
      await one.close();
      await two.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
