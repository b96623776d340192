import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { uploadSlots } from "../../db/schema/media-uploads";
import type { MediaPurpose } from "./claim-media";

export const UPLOAD_SLOT_TTL_MS = 10 * 60 * 1000;
/** Upload links one account may hold unused at once: screens upload one file at a time, a script asking for more is refused. */
export const OPEN_SLOTS_PER_ACCOUNT = 20;

export type UploadSlot = typeof uploadSlots.$inferSelect;

/** What a new slot hands out: the token is the upload URL's credential and is never stored. */
export type IssuedSlot = { token: string; objectKey: string; expiresAt: Date };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A single-use upload slot for one admin. `objectKey` is the random base name of the stored file;
 * its extension is added once the content has been sniffed. Without a purpose, the first banner,
 * staff member or event that claims the upload decides it. Null when the account already holds
 * `OPEN_SLOTS_PER_ACCOUNT` unused, unexpired slots.
 */
export async function createUploadSlot(db: Db, adminId: number, purpose: MediaPurpose | null, now = new Date()): Promise<IssuedSlot | null> {
  const [open] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(uploadSlots)
    .where(and(eq(uploadSlots.adminId, adminId), isNull(uploadSlots.usedAt), gt(uploadSlots.expiresAt, now)));
  if ((open?.n ?? 0) >= OPEN_SLOTS_PER_ACCOUNT) return null;
  const token = randomBytes(32).toString("base64url");
  const objectKey = randomUUID();
  const expiresAt = new Date(now.getTime() + UPLOAD_SLOT_TTL_MS);
  await db.insert(uploadSlots).values({ tokenHash: hashToken(token), purpose, adminId, objectKey, expiresAt, createdAt: now });
  return { token, objectKey, expiresAt };
}

export async function findUploadSlot(db: Db, token: string): Promise<UploadSlot | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [slot] = await db.select().from(uploadSlots).where(eq(uploadSlots.tokenHash, hashToken(token))).limit(1);
  return slot ?? null;
}

/** Marks the slot used if it is still unused and unexpired; of two concurrent callers only one gets true. */
export async function useUploadSlot(db: Db, slotId: number, now = new Date()): Promise<boolean> {
  const used = await db
    .update(uploadSlots)
    .set({ usedAt: now })
    .where(and(eq(uploadSlots.id, slotId), isNull(uploadSlots.usedAt), gt(uploadSlots.expiresAt, now)))
    .returning({ id: uploadSlots.id });
  return used.length === 1;
}

export async function findSlotOfObject(db: Db, objectKey: string): Promise<UploadSlot | null> {
  const [slot] = await db.select().from(uploadSlots).where(eq(uploadSlots.objectKey, objectKey)).limit(1);
  return slot ?? null;
}

/**
 * Gives an upload to one record: marks the slot claimed (and used: no PUT can follow) and fixes its
 * purpose, when it is not claimed yet and was made for this purpose or none. Of two concurrent
 * callers only one gets true. No expiry check: the upload URL's own expiry bounded the upload, and
 * the admin may fill in the rest of the form for longer than that.
 */
export async function claimUploadSlot(db: Db, slotId: number, purpose: MediaPurpose, now = new Date()): Promise<boolean> {
  const claimed = await db
    .update(uploadSlots)
    .set({ purpose, claimedAt: now, usedAt: sql`coalesce(${uploadSlots.usedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(uploadSlots.id, slotId), isNull(uploadSlots.claimedAt), or(isNull(uploadSlots.purpose), eq(uploadSlots.purpose, purpose))))
    .returning({ id: uploadSlots.id });
  return claimed.length === 1;
}

/** Marks the upload behind a checked file claimed when a record first stores that file's public URL. */
export async function markStoredUploadClaimed(db: Db, objectKey: string, now = new Date()): Promise<void> {
  await db
    .update(uploadSlots)
    .set({ claimedAt: now })
    .where(and(eq(uploadSlots.objectKey, objectKey), isNull(uploadSlots.claimedAt), isNotNull(uploadSlots.storedName)));
}

/** Uploads checked and stored at their PUT (a purpose named) that no record has claimed since before `before`. */
export function unclaimedStoredUploads(db: Db, before: Date, limit: number): Promise<{ id: number; storedName: string | null }[]> {
  return db
    .select({ id: uploadSlots.id, storedName: uploadSlots.storedName })
    .from(uploadSlots)
    .where(and(isNotNull(uploadSlots.storedName), isNull(uploadSlots.claimedAt), lt(uploadSlots.usedAt, before)))
    .limit(limit);
}

/** Forgets an upload's slot if it is still unclaimed; true when it was (its file may then go). */
export async function forgetUnclaimedSlot(db: Db, slotId: number): Promise<boolean> {
  const gone = await db
    .delete(uploadSlots)
    .where(and(eq(uploadSlots.id, slotId), isNull(uploadSlots.claimedAt)))
    .returning({ id: uploadSlots.id });
  return gone.length === 1;
}

/**
 * Whether the checked file of this object may be served to anyone: true unless it is the file of an upload that no
 * record has claimed yet (the site's own and seeded files have no slot). A claim is never taken back.
 */
export async function isServable(db: Db, objectKey: string): Promise<boolean> {
  const [unclaimed] = await db
    .select({ id: uploadSlots.id })
    .from(uploadSlots)
    .where(and(eq(uploadSlots.objectKey, objectKey), isNull(uploadSlots.claimedAt)))
    .limit(1);
  return !unclaimed;
}

/** Records the name of the checked file an upload became. */
export async function recordStoredName(db: Db, slotId: number, storedName: string): Promise<void> {
  await db.update(uploadSlots).set({ storedName }).where(eq(uploadSlots.id, slotId));
}

/** Whether a stored object came from a used slot of this purpose (a staff photo is not a banner). */
export async function isStoredFor(db: Db, objectKey: string, purpose: MediaPurpose): Promise<boolean> {
  const [slot] = await db
    .select({ id: uploadSlots.id })
    .from(uploadSlots)
    .where(and(eq(uploadSlots.objectKey, objectKey), eq(uploadSlots.purpose, purpose), isNotNull(uploadSlots.usedAt)))
    .limit(1);
  return Boolean(slot);
}
