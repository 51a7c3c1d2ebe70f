// Avatar upload and serving (part 1 §2 header, §5 and §9: jpg, jpeg or png in any case, at most 5242880 bytes,
// else FILETYPE_NOT_ALLOWED or FILE_TOO_BIG; §7 "Avatar upload: id and file"). Paths not shown: we chose
// POST /api/employees/{id}/avatar (multipart, field `file`) and GET /api/avatars/{file}. The image is stored in
// the database under a random file name, so an <img> loads it without a bearer token and nobody guesses it.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, validateAvatar } from '@people/domain/validation';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { obj, personErrors, str, idParamSchema } from '../core/schemas';
import { avatarFile, replaceAvatar } from './avatarSql';

export const AVATAR_PATH = '/api/avatars/';

const refused = (code: 'FILETYPE_NOT_ALLOWED' | 'FILE_TOO_BIG') =>
  code === 'FILE_TOO_BIG'
    ? new HttpError(413, code, `The file is bigger than ${AVATAR_MAX_BYTES} bytes.`, {
        i18nCode: code,
        details: { field: 'file' },
      })
    : new HttpError(400, code, 'Only jpg, jpeg and png files are allowed.', {
        i18nCode: code,
        details: { field: 'file' },
      });

// The name says what the browser should expect; the bytes must agree, so an HTML page named .png is refused
// and never served from our origin as an image.
function sniff(bytes: Buffer): { contentType: 'image/png' | 'image/jpeg'; extension: 'png' | 'jpg' } | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}

export async function avatarUploadRoutes(app: Api, { db }: { db: Db }) {
  // One more byte than allowed, so a truncated read means 'too big' without buffering an unbounded body.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/employees/:id/avatar',
    {
      config: { audit: changeOf({ params: 'id' }, ['avatar']) },
      schema: {
        tags: ['employees'],
        summary:
          "Upload a person's avatar: multipart field `file`, jpg/jpeg/png up to 5242880 bytes; answers the URL it is served at",
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: obj({ avatar: str }), ...personErrors },
      },
    },
    async (request) => {
      const { id: employeeId } = request.params;
      const user = request.user;
      // Everyone changes their own picture; another person's needs what editing them needs.
      requireAction(await personContext(db, user, employeeId), 'uploadAvatar');
      if (!request.isMultipart())
        throw new HttpError(400, 'FIELD_IS_REQUIRED', 'file is required', { details: { field: 'file' } });
      const part = await request.file();
      if (!part || part.fieldname !== 'file')
        throw new HttpError(400, 'FIELD_IS_REQUIRED', 'file is required', { details: { field: 'file' } });
      // The type first (part 1 §5), before reading a byte of a file we will refuse anyway.
      const byName = validateAvatar({ filename: part.filename, size: 0 });
      if (byName) {
        part.file.resume();
        throw refused(byName);
      }
      const bytes = await part.toBuffer();
      const bySize = validateAvatar({
        filename: part.filename,
        size: part.file.truncated ? AVATAR_MAX_BYTES + 1 : bytes.length,
      });
      if (bySize) throw refused(bySize);
      const kind = sniff(bytes);
      if (!kind) throw refused('FILETYPE_NOT_ALLOWED');
      const fileName = `${randomBytes(24).toString('base64url')}.${kind.extension}`;
      const url = `${AVATAR_PATH}${fileName}`;
      await db.transaction(async (tx) => {
        await replaceAvatar(tx, user.company_id, employeeId, { fileName, contentType: kind.contentType, bytes, url });
        await writeActivity(tx, user, { employeeId, eventType: 'avatar_updated' });
      });
      return { avatar: url };
    },
  );
}

/** Serves avatars without a token: the random file name is the capability (an <img> sends no bearer header). */
export async function avatarFileRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    `${AVATAR_PATH}:file`,
    {
      schema: {
        tags: ['employees'],
        summary: 'An avatar image by the URL the upload answered; needs no token',
        security: [],
        params: obj({ file: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,64}\\.(png|jpg)$' } }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const row = await avatarFile(db, file);
      if (!row) throw notFound('No such avatar.');
      return reply
        .header('content-type', row.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(row.bytes));
    },
  );
}
