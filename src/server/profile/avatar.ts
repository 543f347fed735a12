import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import type { Db } from "../db/client";
import { avatars, users, type UserRow } from "../db/schema/index";
import { badRequest, notFound } from "../errors";
import { lockUser } from "../db/row-locks";

export const AVATAR_URL_PREFIX = "/uploads/avatars/";
export const AVATAR_SIZE = 256;
// a 5 MB PNG can still describe a huge canvas; refuse to decode more than this many pixels
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export const NOT_AN_IMAGE = "The file is not an image. Please select a JPEG, PNG, WebP or GIF image.";

/**
 * Decodes the upload with sharp whatever its name or declared type says, and re-encodes it as a
 * 256x256 WebP. Re-encoding drops EXIF (GPS position, camera) and anything hidden after the image data.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // the header alone, so no pixel limit yet: a canvas over sharp's own default would otherwise be
    // refused as "not an image" instead of getting the message about its size
    ({ format, width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || width < 1 || height < 1) throw badRequest(NOT_AN_IMAGE);
  if (width * height > MAX_INPUT_PIXELS) throw badRequest("The image is too large. Please select an image of at most 40 megapixels.");
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
}

/** The URL of a stored avatar: the user's id and the first 16 hex digits of its hash, so a new image gets a new URL. */
export const avatarUrl = (userId: number, etag: string) => `${AVATAR_URL_PREFIX}${userId}-${etag.slice(0, 16)}.webp`;
/** `<user id>-<16 hex>.webp`, the only names the avatar route answers. */
export const AVATAR_NAME = /^([1-9][0-9]{0,9})-([a-f0-9]{16})\.webp$/;

const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/**
 * Stores the new avatar in the avatars table and points the user at its versioned URL, in one transaction:
 * any instance then serves it (decision 130). The user's row lock orders two uploads at once; the last wins.
 */
export async function replaceAvatar(db: Db, userId: number, upload: Buffer): Promise<UserRow> {
  const webp = await toAvatarWebp(upload);
  const etag = hashOf(webp);
  return db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (!current) throw notFound("User not found");
    await tx
      .insert(avatars)
      .values({ userId, contentType: "image/webp", data: webp, etag, updatedAt: new Date() })
      .onConflictDoUpdate({ target: avatars.userId, set: { contentType: "image/webp", data: webp, etag, updatedAt: new Date() } });
    const [updated] = await tx
      .update(users)
      .set({ profileImageUrl: avatarUrl(userId, etag), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return updated;
  });
}

/**
 * Points the user back at their initials and deletes the stored image. Removing when there is no photo
 * answers the same as removing one: the user asked for "no photo" and that is what they have.
 */
export async function removeAvatar(db: Db, userId: number): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (!current) throw notFound("User not found");
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    const [updated] = await tx.update(users).set({ profileImageUrl: null, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return updated;
  });
}

/** The stored avatar named by `name` when its version is the current one, else null (a 404). */
export async function findAvatar(db: Db, name: string): Promise<{ data: Buffer; etag: string; contentType: string } | null> {
  const match = AVATAR_NAME.exec(name);
  if (!match) return null;
  const [row] = await db
    .select({ data: avatars.data, etag: avatars.etag, contentType: avatars.contentType })
    .from(avatars)
    .where(eq(avatars.userId, Number(match[1])));
  if (!row || !row.etag.startsWith(match[2])) return null;
  // node-postgres gives a Buffer, PGlite a Uint8Array
  return { ...row, data: Buffer.from(row.data) };
}

const LEGACY_NAME = /^[a-f0-9]{32}\.webp$/;

/**
 * Moves avatars stored as files by earlier versions (DATA_DIR/uploads/avatars/<32 hex>.webp) into the table,
 * once, on start: each user whose URL still names a file gets the file's bytes and a new URL, and the file goes.
 * Several instances starting at once may both copy one file; the upsert makes that harmless.
 */
export async function migrateAvatarFiles(db: Db, dataDir: string, log: FastifyBaseLogger): Promise<number> {
  const dir = path.resolve(dataDir, "uploads", "avatars");
  if (!existsSync(dir)) return 0;
  const legacy = await db
    .select({ id: users.id, url: users.profileImageUrl })
    .from(users)
    .where(like(users.profileImageUrl, `${AVATAR_URL_PREFIX}%`));
  let moved = 0;
  for (const user of legacy) {
    const name = user.url!.slice(AVATAR_URL_PREFIX.length);
    if (!LEGACY_NAME.test(name)) continue;
    const file = path.join(dir, name);
    let webp: Buffer;
    try {
      webp = await readFile(file);
    } catch {
      continue; // already moved by another instance, or lost: the user keeps the URL, which answers 404 as before
    }
    const etag = hashOf(webp);
    await db.transaction(async (tx) => {
      await tx
        .insert(avatars)
        .values({ userId: user.id, contentType: "image/webp", data: webp, etag })
        .onConflictDoUpdate({ target: avatars.userId, set: { contentType: "image/webp", data: webp, etag, updatedAt: new Date() } });
      await tx
        .update(users)
        .set({ profileImageUrl: avatarUrl(user.id, etag) })
        .where(and(eq(users.id, user.id), eq(users.profileImageUrl, user.url!)));
    });
    await unlink(file).catch(() => {});
    moved += 1;
  }
  if (moved > 0) log.info({ moved }, "avatar files moved into the database");
  return moved;
}
