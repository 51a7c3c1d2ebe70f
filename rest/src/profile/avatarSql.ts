// The SQL of avatars (part 1 §4 avatar upload): the picture's bytes under a random file name, and the person's avatar
// URL. Every write is scoped to the caller's company.
import type { Queryable } from '../core/db';

export interface NewAvatar {
  fileName: string;
  contentType: string;
  bytes: Buffer;
  url: string;
}

/** Replaces the person's avatar: the old picture goes, the new one is stored and the person points at it. */
export async function replaceAvatar(tx: Queryable, companyId: number, employeeId: number, avatar: NewAvatar) {
  await tx.query('DELETE FROM avatars WHERE company_id = $1 AND employee_id = $2', [companyId, employeeId]);
  await tx.query(
    'INSERT INTO avatars (file_name, company_id, employee_id, content_type, bytes) VALUES ($1, $2, $3, $4, $5)',
    [avatar.fileName, companyId, employeeId, avatar.contentType, avatar.bytes],
  );
  await tx.query('UPDATE employees SET avatar = $3 WHERE company_id = $1 AND id = $2', [
    companyId,
    employeeId,
    avatar.url,
  ]);
}

/** An avatar by its file name (the capability its URL carries), or undefined. */
export async function avatarFile(db: Queryable, fileName: string) {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM avatars WHERE file_name = $1',
    [fileName],
  );
  return row;
}
