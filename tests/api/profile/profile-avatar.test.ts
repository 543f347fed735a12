import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createInvestor, createUser, injectAs, setupTestApp, type TestUser } from "../helpers";

const ctx = setupTestApp();

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(file: Buffer, filename: string, contentType: string, field = "avatar") {
  const boundary = `----stakeline${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: TestUser | null, file: Buffer, filename = "me.png", contentType = "image/png", field = "avatar") => {
  const body = multipart(file, filename, contentType, field);
  return injectAs(ctx.app, who, { method: "POST", url: "/api/profile/avatar", payload: body.payload, headers: body.headers });
};

// the colour matters: two solid images of one colour re-encode to the same avatar, and so to the same URL
const png = (width = 640, height = 480, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 30, b: 60 } } })
    .png()
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/**
 * A valid, all-black 1-bit greyscale PNG: a few KB on disk that decodes to width x height pixels (a
 * decompression bomb). Built by hand because sharp itself refuses to make one this large.
 */
function blankPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // each row: filter byte 0, then zeros
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(rows, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

const jpegWithGps = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Model: "X1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 10/1 0/1" } })
    .toBuffer();

/** Random pixels do not compress, so the PNG really is about `bytes` long. */
const noisyPng = async (bytes: number) => {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

const fetchAvatar = (url: string) => ctx.app.inject({ method: "GET", url });

describe("POST /api/profile/avatar", () => {
  it("401 when signed out", async () => {
    const res = await upload(null, await png());
    expect(res.statusCode).toBe(401);
  });

  it("stores the image as a 256x256 WebP, serves it, and returns the user with profileImageUrl", async () => {
    const me = await createInvestor(ctx.db);
    const res = await upload(me, await png());
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profileImageUrl;
    expect(url).toBe(`/uploads/avatars/${me.user.id}-${url.slice(-21, -5)}.webp`);
    expect(url).toMatch(/-[a-f0-9]{16}\.webp$/);
    expect(res.json().id).toBe(me.user.id);

    const served = await fetchAvatar(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("strips the metadata (camera, GPS) while re-encoding", async () => {
    const me = await createInvestor(ctx.db);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(me, original, "holiday.jpg", "image/jpeg");
    expect(res.statusCode).toBe(200);
    const served = await fetchAvatar(res.json().profileImageUrl);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("SecretCam"))).toBe(false);
  });

  it("accepts a PNG whatever its name and declared type say (.txt, text/plain)", async () => {
    const me = await createInvestor(ctx.db);
    const res = await upload(me, await png(300, 300), "notes.txt", "text/plain");
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImageUrl).toMatch(/\.webp$/);
  });

  it("refuses a text file named .png with image/png", async () => {
    const me = await createInvestor(ctx.db);
    const res = await upload(me, Buffer.from("just some text pretending to be a picture\n".repeat(20)), "photo.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The file is not an image. Please select a JPEG, PNG, WebP or GIF image.", code: expect.any(String) });
  });

  it("refuses an SVG (markup, not a photo) and a truncated PNG", async () => {
    const me = await createInvestor(ctx.db);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(me, svg, "a.svg", "image/svg+xml")).statusCode).toBe(400);
    const truncated = (await png(400, 400)).subarray(0, 200);
    expect((await upload(me, truncated, "cut.png")).statusCode).toBe(400);
  });

  it("refuses 6 MB with the spec's message and keeps the current avatar", async () => {
    const me = await createInvestor(ctx.db);
    const first = await upload(me, await png());
    const big = await noisyPng(6 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await upload(me, big, "big.png");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Please select an image smaller than 5MB", code: expect.any(String) });
    const current = await injectAs(ctx.app, me, { method: "GET", url: "/api/auth/user" });
    expect(current.json().profileImageUrl).toBe(first.json().profileImageUrl);
  });

  it("refuses exactly 5 MB (the limit is under 5MB)", async () => {
    const me = await createInvestor(ctx.db);
    const exact = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]).subarray(0, 5 * 1024 * 1024);
    const res = await upload(me, exact, "exact.png");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Please select an image smaller than 5MB", code: expect.any(String) });
  });

  it("serves with a strong ETag and a year's cache, and answers 304 to the same ETag", async () => {
    const me = await createInvestor(ctx.db);
    const url = (await upload(me, await png())).json().profileImageUrl as string;
    const served = await fetchAvatar(url);
    expect(served.headers.etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect(served.headers.etag).toContain(url.slice(-21, -5));
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const again = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(served.headers.etag);
    const other = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": '"0000", W/"x"' } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it("a URL of another version or another user's id with this version is a 404", async () => {
    const me = await createInvestor(ctx.db);
    const url = (await upload(me, await png())).json().profileImageUrl as string;
    const version = url.slice(-21, -5);
    for (const wrong of [
      `/uploads/avatars/${me.user.id}-0000000000000000.webp`,
      `/uploads/avatars/${me.user.id + 100000}-${version}.webp`,
      `/uploads/avatars/${me.user.id}-${version}.png`,
    ]) {
      expect((await fetchAvatar(wrong)).statusCode, wrong).toBe(404);
    }
  });

  it("removes the replaced file", async () => {
    const me = await createInvestor(ctx.db);
    const first = (await upload(me, await png())).json().profileImageUrl as string;
    expect((await fetchAvatar(first)).headers["content-type"]).toBe("image/webp");
    const second = (await upload(me, await png(200, 500, 20))).json().profileImageUrl as string;
    expect(second).not.toBe(first);
    expect((await fetchAvatar(second)).headers["content-type"]).toBe("image/webp");
    expect((await fetchAvatar(first)).headers["content-type"]).not.toBe("image/webp");
  });

  it("two uploads at once leave exactly one stored file: the one the profile points at", async () => {
    const me = await createInvestor(ctx.db);
    const [a, b] = await Promise.all([upload(me, await png(300, 200)), upload(me, await png(200, 300, 20))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const current = (await injectAs(ctx.app, me, { method: "GET", url: "/api/auth/user" })).json().profileImageUrl as string;
    const urls = [a.json().profileImageUrl as string, b.json().profileImageUrl as string];
    expect(urls).toContain(current);
    const served = await Promise.all(urls.map(async (u) => (await fetchAvatar(u)).headers["content-type"] === "image/webp"));
    expect(served.filter(Boolean)).toHaveLength(1);
    expect((await fetchAvatar(current)).headers["content-type"]).toBe("image/webp");
  });

  it("serves nothing outside the avatar folder", async () => {
    for (const url of ["/uploads/avatars/../../package.json", "/uploads/avatars/%2e%2e/%2e%2e/package.json", "/uploads/avatars/"]) {
      const res = await fetchAvatar(url);
      expect(res.body).not.toContain('"dependencies"');
      expect(res.headers["content-type"]).not.toBe("image/webp");
    }
  });

  it("never removes a file it did not store (an image URL pointing just outside the store)", async () => {
    // the in-memory store is a folder of its own in the temp dir: the canary sits right next to it
    const name = `${randomBytes(16).toString("hex")}.webp`;
    const canary = path.join(os.tmpdir(), name);
    await writeFile(canary, "canary");
    try {
      for (const url of [`/uploads/avatars/../${name}`, `/uploads/avatars/..%2F${name}`, `/uploads/${name}`, canary]) {
        const me = await createUser(ctx.db, { profileImageUrl: url });
        const res = await upload(me, await png());
        expect(res.statusCode).toBe(200);
        expect(existsSync(canary), url).toBe(true);
      }
      expect(await readFile(canary, "utf8")).toBe("canary");
    } finally {
      await rm(canary, { force: true });
    }
  });

  it("refuses a PNG whose header declares a canvas over the pixel cap, whatever its size on disk", async () => {
    const me = await createInvestor(ctx.db);
    const bomb = blankPng(8_000, 8_000);
    expect(bomb.length).toBeLessThan(50_000);
    const res = await upload(me, bomb, "bomb.png");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The image is too large. Please select an image of at most 40 megapixels.", code: expect.any(String) });
    const huge = await upload(me, blankPng(20_000, 20_000), "huge.png");
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ message: "The image is too large. Please select an image of at most 40 megapixels.", code: expect.any(String) });
    const current = await injectAs(ctx.app, me, { method: "GET", url: "/api/auth/user" });
    expect(current.json().profileImageUrl).toBeNull();
  });

  it("400 without an avatar part, or with a JSON body", async () => {
    const me = await createInvestor(ctx.db);
    const wrongField = await upload(me, await png(), "me.png", "image/png", "picture");
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: "avatar: select an image to upload", code: expect.any(String) });
    const json = await injectAs(ctx.app, me, { method: "POST", url: "/api/profile/avatar", payload: { avatar: "x" } });
    expect(json.statusCode).toBe(400);
  });
});

describe("DELETE /api/profile/avatar", () => {
  const remove = (who: TestUser | null) => injectAs(ctx.app, who, { method: "DELETE", url: "/api/profile/avatar" });

  it("401 when signed out", async () => {
    expect((await remove(null)).statusCode).toBe(401);
  });

  it("removes the photo: the user goes back to initials and the stored file is gone", async () => {
    const me = await createInvestor(ctx.db);
    const url = (await upload(me, await png())).json().profileImageUrl as string;
    expect((await fetchAvatar(url)).headers["content-type"]).toBe("image/webp");
    const res = await remove(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.user.id, profileImageUrl: null });
    expect((await injectAs(ctx.app, me, { method: "GET", url: "/api/auth/user" })).json().profileImageUrl).toBeNull();
    expect((await fetchAvatar(url)).headers["content-type"]).not.toBe("image/webp");
  });

  it("answers the same when there is no photo to remove", async () => {
    const me = await createInvestor(ctx.db);
    const res = await remove(me);
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImageUrl).toBeNull();
  });

  it("removes only the caller's own photo", async () => {
    const [me, other] = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
    const theirs = (await upload(other, await png())).json().profileImageUrl as string;
    expect((await remove(me)).statusCode).toBe(200);
    expect((await injectAs(ctx.app, other, { method: "GET", url: "/api/auth/user" })).json().profileImageUrl).toBe(theirs);
    expect((await fetchAvatar(theirs)).headers["content-type"]).toBe("image/webp");
  });

  it("never removes a file it did not store (an image URL pointing just outside the store)", async () => {
    const name = `${randomBytes(16).toString("hex")}.webp`;
    const canary = path.join(os.tmpdir(), name);
    await writeFile(canary, "canary");
    try {
      for (const url of [`/uploads/avatars/../${name}`, `/uploads/avatars/..%2F${name}`, canary]) {
        const me = await createUser(ctx.db, { profileImageUrl: url });
        const res = await remove(me);
        expect(res.statusCode).toBe(200);
        expect(res.json().profileImageUrl).toBeNull();
        expect(existsSync(canary), url).toBe(true);
      }
    } finally {
      await rm(canary, { force: true });
    }
  });
});
