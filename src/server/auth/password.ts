import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's OWASP-recommended defaults (19 MiB, t=2, p=1)
export function hashPassword(password: string): Promise<string> {
  // 2 = Argon2id (the enum is an ambient const enum, unusable with isolatedModules)
  return hash(password, { algorithm: 2 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// verifying against this keeps a login for an unknown user as slow as one for a known user
let dummyHash: Promise<string> | null = null;
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
}
