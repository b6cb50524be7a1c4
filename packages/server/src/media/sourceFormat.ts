/**
 * What a video source is, told by its bytes, never by its name or declared type. ffmpeg
 * left to itself picks a demuxer from the content, and some of its demuxers (HLS playlists,
 * ffconcat lists, image sequences) open further files and URLs that the source names: an
 * upload of a playlist naming `file:///...` was transcoded from a file elsewhere on the
 * server. So a source is first identified here against an allow-list of containers that
 * hold their media themselves, and ffmpeg is then told that demuxer (ffmpeg.ts,
 * sourceInputArgs) and nothing else.
 *
 * The list: what phones, cameras, screen recorders and editors write. MP4/MOV/M4V/3GP
 * (ISO base media), Matroska/WebM, MPEG-TS (and the 192-byte M2TS of AVCHD cameras),
 * MPEG-PS (.mpg, which the console has always accepted), AVI, FLV.
 */
import { open } from 'node:fs/promises';

/** The ffmpeg demuxer a source is read with. */
export type SourceDemuxer = 'mov' | 'matroska' | 'mpegts' | 'mpeg' | 'avi' | 'flv';

/** The bytes read from a source's start to tell its container (a few TS packets, an EBML header, an ftyp box). */
export const SNIFF_BYTES = 4096;

/** HEIF/AVIF still images (a phone's photos) share the MP4 box format: no video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'avci', 'jpeg', 'crx ']);
/** Boxes an older QuickTime file may start with, before or without `ftyp`. */
const FIRST_MOV_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
/** MPEG-TS packets: 188 bytes, or 192 with a 4-byte timestamp before each (M2TS); this many must line up. */
const TS_PACKETS = 3;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

function isTransportStream(head: Buffer): boolean {
  return [
    { size: 188, sync: 0 },
    { size: 192, sync: 4 },
  ].some(({ size, sync }) => {
    if (head.length < sync + size * (TS_PACKETS - 1) + 1) return false;
    for (let k = 0; k < TS_PACKETS; k += 1) if (head[sync + k * size] !== 0x47) return false;
    return true;
  });
}

function isIsoMedia(head: Buffer): boolean {
  if (head.length < 8) return false;
  const size = head.readUInt32BE(0);
  const type = ascii(head, 4, 8);
  if (type === 'ftyp') return size >= 16 && head.length >= 12 && !IMAGE_BRANDS.has(ascii(head, 8, 12));
  // 0: the box runs to the end of the file; 1: a 64-bit size follows.
  return FIRST_MOV_BOXES.has(type) && (size === 0 || size === 1 || size >= 8);
}

/** The container `head` (a source's first SNIFF_BYTES, or all of a shorter one) starts, when it is one we read; else null. */
export function containerOf(head: Buffer): SourceDemuxer | null {
  if (isIsoMedia(head)) return 'mov';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    const header = ascii(head, 4, 64);
    return header.includes('matroska') || header.includes('webm') ? 'matroska' : null;
  }
  if (isTransportStream(head)) return 'mpegts';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001ba) return 'mpeg';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return 'avi';
  if (head.length >= 9 && ascii(head, 0, 3) === 'FLV' && head[3] === 1) return 'flv';
  return null;
}

/** The first SNIFF_BYTES of a file (fewer when it is shorter). */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Boxes whose children hold a track's data references (`dref`). */
const DREF_PATH = ['moov', 'trak', 'mdia', 'minf', 'dinf', 'dref'];
/** The largest `moov` read to look for references: a few hours of video take a few MB. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

interface Box {
  type: string;
  /** Where its content starts and the box ends, in the buffer or file it was read from. */
  start: number;
  end: number;
}

/**
 * The box whose header `header` holds (its first 8 or 16 bytes), `room` bytes before its
 * container ends: its type, header length and size (a size of 0 runs to the end, 1 means a
 * 64-bit size follows); null when the header is cut short or names a size smaller than itself.
 */
function boxHeader(header: Buffer, room: number): { type: string; headerBytes: number; size: number } | null {
  if (header.length < 8 || room < 8) return null;
  let size = header.readUInt32BE(0);
  let headerBytes = 8;
  if (size === 1) {
    if (header.length < 16 || room < 16) return null;
    size = Number(header.readBigUInt64BE(8));
    headerBytes = 16;
  } else if (size === 0) size = room;
  return size < headerBytes ? null : { type: ascii(header, 4, 8), headerBytes, size };
}

function* childBoxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    const box = boxHeader(bytes.subarray(at, Math.min(at + 16, end)), end - at);
    if (!box || at + box.size > end) return;
    yield { type: box.type, start: at + box.headerBytes, end: at + box.size };
    at += box.size;
  }
}

/**
 * Whether a `moov` box names data outside its file: a track's `dref` entry (`url `, `urn `,
 * `alis`) without the self-contained flag. ffmpeg's mov demuxer opens such entries only
 * with `enable_drefs`, which we also pass off; this refuses the file outright, so no
 * ffmpeg version or option can ever follow one.
 */
export function moovReferencesOutside(moov: Buffer): boolean {
  const search = (start: number, end: number, depth: number): boolean => {
    for (const box of childBoxes(moov, start, end)) {
      if (box.type !== DREF_PATH[depth]) continue;
      if (box.type !== 'dref') {
        if (search(box.start, box.end, depth + 1)) return true;
        continue;
      }
      // A full box: version and flags, then the entry count, then the entries.
      for (const entry of childBoxes(moov, box.start + 8, box.end)) {
        if (entry.end - entry.start < 4 || (moov.readUInt32BE(entry.start) & 1) === 0) return true;
      }
    }
    return false;
  };
  return search(0, moov.length, 1);
}

/** Reads an MP4/MOV file's `moov` (wherever it sits among the top-level boxes); null when it has none. */
export async function readMoov(file: string): Promise<Buffer | null> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let at = 0;
    while (at + 8 <= fileSize) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      const box = boxHeader(header.subarray(0, bytesRead), fileSize - at);
      if (!box) return null;
      if (box.type === 'moov') {
        const length = Math.min(box.size, fileSize - at) - box.headerBytes;
        if (length > MAX_MOOV_BYTES) throw new Error(`moov of ${length} bytes`);
        const moov = Buffer.alloc(length);
        await handle.read(moov, 0, length, at + box.headerBytes);
        return moov;
      }
      at += box.size;
    }
    return null;
  } finally {
    await handle.close();
  }
}
