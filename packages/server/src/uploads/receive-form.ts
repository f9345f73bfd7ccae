import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { signedInUser } from '../auth/authenticate.ts';
import { ApiError, invalidField } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import type { RateLimiter, RateRule } from '../http/rate-limiter.ts';
import type { BlobStore } from '../media/blob-store.ts';
import { storeImageVariants, UnreadableImageError, type StoredImage } from './image-variants.ts';

export type { StoredImage, StoredImageVariant } from './image-variants.ts';

export const UPLOAD_LIMITS = { imageBytes: 10 * 1024 * 1024, documentBytes: 20 * 1024 * 1024, documents: 10 };

/** The longest text field a form may carry, in bytes. */
export const MAX_FIELD_BYTES = 64 * 1024;

export interface FormSpec {
  /** Names of the text fields the form may carry (any other text field: 400). */
  fields: readonly string[];
  /** File fields holding one image each ('logo', 'image'); each optional here (the route says what is required). */
  images: readonly string[];
  /** Whether a file field is a supporting document ('doc-0'…'doc-9', or 'documents'). */
  isDocumentField: (name: string) => boolean;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  /** Per image field: the image decoded, oriented, stripped of metadata and stored as WebP at a few widths. */
  images: Record<string, StoredImage>;
  /** Supporting documents in the order sent (PDF, JPEG or PNG by their bytes), stored, never public. */
  documents: StoredDocument[];
  /** Deletes every blob this request stored: call it when validation or the database write fails. */
  discard(): Promise<void>;
}

export interface StoredDocument {
  fileName: string;
  key: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  byteSize: number;
  etag: string;
}

export interface UploadReceiverOptions {
  /** Where files wait while they are checked (a fresh folder per request, always removed); the OS's by default. */
  tempDir?: string;
  /**
   * Forms with files one signed-in account may send per window (LOMI_UPLOAD_RATE_LIMIT_*): each costs image
   * decoding and storage, so an account scripting uploads is stopped with a 429 before its files are read.
   */
  perAccount?: { limiter: RateLimiter; rule: RateRule };
}

// An animated PNG (APNG) is a PNG whose first frame any decoder shows: file-type names it apart.
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp']);
const DOCUMENT_TYPES = new Map<string, { contentType: StoredDocument['contentType']; extension: string }>([
  ['application/pdf', { contentType: 'application/pdf', extension: 'pdf' }],
  ['image/jpeg', { contentType: 'image/jpeg', extension: 'jpg' }],
  ['image/png', { contentType: 'image/png', extension: 'png' }],
  ['image/apng', { contentType: 'image/png', extension: 'png' }],
]);

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/**
 * Reads a multipart request part by part (streamed: a file is never held whole in memory beyond what sharp
 * needs), checks each file's type by its bytes and its size against UPLOAD_LIMITS, processes images, stores
 * blobs with fresh random keys (so discard can never delete a blob another row uses). Throws ApiError:
 * 413 past a size/count limit, 400 for a wrong type, an undecodable/truncated/too-many-pixels image, an
 * unknown field, a malformed form; in every throw case it has already deleted what it stored.
 */
export class UploadReceiver {
  readonly #blobs: BlobStore;
  readonly #tempDir: string;
  readonly #perAccount: UploadReceiverOptions['perAccount'];

  constructor(blobs: BlobStore, options: UploadReceiverOptions = {}) {
    this.#blobs = blobs;
    this.#tempDir = options.tempDir ?? tmpdir();
    this.#perAccount = options.perAccount;
  }

  async receive(request: FastifyRequest, reply: FastifyReply, spec: FormSpec): Promise<ReceivedForm> {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
      throw new ApiError(400, ErrorCodes.badRequest, 'Please send the form as multipart/form-data.');
    }
    if (this.#perAccount) {
      const { limiter, rule } = this.#perAccount;
      await limiter.enforce(reply, [
        {
          scope: 'uploads',
          parts: [String(signedInUser(request).id)],
          rule,
          message: (wait) =>
            `You have sent many forms with files in a short time. Please try again in ${wait}.`,
        },
      ]);
    }
    const storedKeys: string[] = [];
    const discard = async () => {
      const keys = storedKeys.splice(0);
      await Promise.allSettled(keys.map((key) => this.#blobs.delete(key)));
    };
    const form: ReceivedForm = { fields: {}, images: {}, documents: [], discard };
    const folder = await mkdtemp(join(this.#tempDir, 'lomi-upload-'));
    let fileCount = 0;
    try {
      const parts = request.parts({
        limits: {
          fields: spec.fields.length + 8,
          fieldSize: MAX_FIELD_BYTES,
          fieldNameSize: 100,
          // One more than allowed, so the extra file reaches the count below and gets its own message.
          files: spec.images.length + UPLOAD_LIMITS.documents + 1,
          parts: spec.fields.length + 8 + spec.images.length + UPLOAD_LIMITS.documents + 1,
          // One byte past the largest limit, so a file past it is seen (and refused) by the count below.
          fileSize: Math.max(UPLOAD_LIMITS.imageBytes, UPLOAD_LIMITS.documentBytes) + 1,
          headerPairs: 100,
        },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          readField(part, spec, form);
          continue;
        }
        const name = part.fieldname;
        const isImage = spec.images.includes(name);
        if (!isImage && !spec.isDocumentField(name)) {
          throw invalidField(name, `The form has no file field "${name}".`);
        }
        if (isImage && form.images[name]) throw invalidField(name, `Please send one image as "${name}".`);
        if (!isImage && form.documents.length >= UPLOAD_LIMITS.documents) {
          throw tooLarge(`Please send at most ${UPLOAD_LIMITS.documents} supporting documents.`);
        }
        const limit = isImage ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.documentBytes;
        const path = join(folder, `part-${fileCount++}`);
        const byteSize = await saveFile(part, path, limit, isImage ? 'An image' : 'A document');
        // A file input left empty is sent as an empty part without a name: not sent.
        if (byteSize === 0 && !part.filename) continue;
        if (byteSize === 0) throw invalidField(name, `The file "${part.filename}" is empty.`);
        const type = (await fileTypeFromFile(path))?.mime;
        if (isImage) {
          if (!type || !IMAGE_TYPES.has(type)) {
            throw invalidField(name, `"${name}" must be a JPEG, PNG or WebP image.`);
          }
          form.images[name] = await this.#storeImage(path, name, storedKeys);
        } else {
          const documentType = type ? DOCUMENT_TYPES.get(type) : undefined;
          if (!documentType) throw invalidField(name, `"${name}" must be a PDF, JPEG or PNG file.`);
          const blob = await this.#blobs.putNew({ file: path }, documentType.extension);
          storedKeys.push(blob.key);
          form.documents.push({
            fileName: cleanFileName(part.filename, documentType.extension),
            contentType: documentType.contentType,
            ...blob,
          });
        }
      }
      return form;
    } catch (error) {
      await discard();
      // Whatever of the body is still unread is read and dropped, so the connection stays usable.
      request.raw.unpipe();
      request.raw.resume();
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async #storeImage(path: string, name: string, storedKeys: string[]): Promise<StoredImage> {
    try {
      const image = await storeImageVariants(path, this.#blobs);
      storedKeys.push(...image.variants.map((variant) => variant.key));
      return image;
    } catch (error) {
      if (error instanceof UnreadableImageError) throw invalidField(name, error.message);
      throw error;
    }
  }
}

function readField(part: MultipartValue, spec: FormSpec, form: ReceivedForm): void {
  const name = part.fieldname;
  if (!spec.fields.includes(name)) throw invalidField(name, `The form has no field "${name}".`);
  if (part.valueTruncated) throw tooLarge(`"${name}" is too long: at most ${MAX_FIELD_BYTES / 1024} KB.`);
  if (Object.hasOwn(form.fields, name)) throw invalidField(name, `Please send "${name}" once.`);
  // @fastify/multipart parses a part sent as application/json; the forms take text only.
  if (typeof part.value !== 'string') throw invalidField(name, `"${name}" must be sent as text.`);
  form.fields[name] = part.value;
}

/** Streams a file part to `path`, counting its bytes; past `limit` it stops and throws 413. */
async function saveFile(part: MultipartFile, path: string, limit: number, what: string): Promise<number> {
  let byteSize = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      byteSize += chunk.byteLength;
      if (byteSize > limit) {
        callback(tooLarge(`${what} may be at most ${megabytes(limit)}: "${part.filename}" is larger.`));
      } else {
        callback(null, chunk);
      }
    },
  });
  await pipeline(part.file, counter, createWriteStream(path));
  if (part.file.truncated) {
    throw tooLarge(`${what} may be at most ${megabytes(limit)}: "${part.filename}" is larger.`);
  }
  return byteSize;
}

function tooLarge(message: string): ApiError {
  return new ApiError(413, ErrorCodes.badRequest, message);
}

/** The name a document was sent with, without any folder, control characters or excess length. */
function cleanFileName(name: string, extension: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || `document.${extension}`;
}
