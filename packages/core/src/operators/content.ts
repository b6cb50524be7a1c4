/**
 * The operator API's content calls (the console's Content area): videos, ingest jobs, uploads
 * and the catalogue's structure (categories, home tags, topics, hot words). Their paths,
 * methods, rights and types live here once; the server registers the routes from this table
 * and the console calls them through it. Paths keep the ones scripts already use.
 */
import { operatorCall as call } from './contract.ts';

/** `draft`: ingested from the console, not yet shown to members; only `published` is. */
export const VIDEO_STATUSES = ['draft', 'published', 'taken_down'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export interface VideoListing {
  /** The video's code on the wire (`cartoonCode`): its id. */
  code: number;
  name: string;
  status: VideoStatus;
  vip: boolean;
  heat: number;
  durationSeconds: number;
  dictCode: string;
  sonDictCode: string;
  image: string;
  publishedAt: string;
}

export interface VideoQuery {
  status?: VideoStatus;
  /** A fragment of the name. */
  q?: string;
}

export interface EpisodeInput {
  name: string;
  mediaId: number;
  /** The line (线路) it plays on; default 线路一. */
  channel?: string;
}

export interface VideoFields {
  name: string;
  /** A cover URL; default the poster frame (ingest) or a generated cover. */
  image?: string;
  vip?: boolean;
  introduce?: string;
  author?: string;
  /** Category and sub-category (the catalogue's dictionary codes). */
  dictCode?: string;
  sonDictCode?: string;
}

export interface PublishVideo extends VideoFields {
  score?: number;
  episodes: EpisodeInput[];
}

/** An edit changes only the fields it names; episodes, when given, replace the whole list. */
export type VideoEdit = Partial<VideoFields> & { episodes?: EpisodeInput[] };

export interface EpisodeView extends Required<EpisodeInput> {
  id: number;
  durationSeconds: number;
}

export interface VideoView extends VideoListing {
  introduce: string;
  author: string;
  episodes: EpisodeView[];
  /** Covers to choose from: the poster and frames of the first episode's media. */
  coverChoices: string[];
}

export type MediaJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** What a job publishes once transcoded; `draft` holds it back for the operator to publish. */
export interface JobVideo extends VideoFields {
  draft?: boolean;
}

export interface MediaJobView {
  id: number;
  status: MediaJobStatus;
  /** 0-100. */
  progress: number;
  attempts: number;
  maxAttempts: number;
  /** Why it failed. */
  error: string;
  video: JobVideo;
  /** The video it made, once done. */
  videoId: number | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface MediaJobQuery {
  status?: MediaJobStatus;
}

/** A source already in the server's ingest folder (scripts). */
export interface EnqueueMediaJob extends JobVideo {
  path: string;
}

/** A finished upload becomes an ingest job with the video's fields. */
export type UploadIngest = JobVideo;

export interface CategoryView {
  dictCode: string;
  dictName: string;
  /** The parent category; null at the top. */
  parentCode: string | null;
  sort: number;
  /** Place in home's tag strip; null: not there. */
  homeTagSort: number | null;
  /** Place among home's featured blocks; null: not one. */
  featuredSort: number | null;
}

export type CategoryInput = Omit<CategoryView, 'parentCode' | 'sort' | 'homeTagSort' | 'featuredSort'> &
  Partial<Pick<CategoryView, 'parentCode' | 'sort' | 'homeTagSort' | 'featuredSort'>>;
export type CategoryChange = Partial<Omit<CategoryView, 'dictCode'>>;

/** Home's tag strip in order: the categories' codes. */
export interface HomeTagOrder {
  codes: string[];
}

export interface HotWord {
  word: string;
  sort: number;
}

export type HotWordChange = Partial<HotWord>;

export interface TopicView {
  id: number;
  title: string;
  image: string;
  /** The category the card opens. */
  code: string;
  sonTypeCode: string;
  sort: number;
}

export type TopicInput = Pick<TopicView, 'title' | 'code'> & Partial<Omit<TopicView, 'id' | 'title' | 'code'>>;
export type TopicChange = Partial<Omit<TopicView, 'id'>>;

/** Why a video is taken down or restored: the audit log keeps it (at least OPERATOR_REASON_MIN characters). */
export interface VideoStatusChange {
  reason: string;
}

export const contentApi = {
  videos: call<VideoQuery, VideoListing[]>('GET', '/admin/videos', 'videos', 'List videos by status and name'),
  video: call<void, VideoView>('GET', '/admin/videos/:code', 'videos', 'A video with its episodes and cover choices'),
  publishVideo: call<PublishVideo, { code: number }>('POST', '/admin/videos', 'videos', 'Publish a video on stored media'),
  editVideo: call<VideoEdit, VideoView>('PUT', '/admin/videos/:code', 'videos', "Edit a video's fields, episodes or cover"),
  uploadCover: call<FormData, { url: string }>('POST', '/admin/covers', 'videos', 'Upload a cover image (multipart `file`: PNG, JPEG, WebP or GIF)'),
  releaseVideo: call<void, VideoView>('POST', '/admin/videos/:code/publish', 'videos', 'Publish a draft video to members'),
  takeDownVideo: call<VideoStatusChange, null>('POST', '/admin/videos/:code/take-down', 'videos', 'Take a video down, with a reason'),
  restoreVideo: call<VideoStatusChange, null>('POST', '/admin/videos/:code/restore', 'videos', 'Restore a taken-down video, with a reason'),
  mediaJobs: call<MediaJobQuery, MediaJobView[]>('GET', '/admin/media/jobs', 'ingest', 'Ingest jobs, newest first'),
  mediaJob: call<void, MediaJobView>('GET', '/admin/media/jobs/:id', 'ingest', 'One ingest job, with its progress'),
  enqueueMediaJob: call<EnqueueMediaJob, MediaJobView>('POST', '/admin/media/jobs', 'ingest', 'Enqueue an ingest job from INGEST_DIR'),
  ingestUpload: call<UploadIngest, MediaJobView>('POST', '/admin/uploads/:id/ingest', 'ingest', 'Turn a finished upload into an ingest job'),
  categories: call<void, CategoryView[]>('GET', '/admin/categories', 'topics', 'List categories'),
  addCategory: call<CategoryInput, CategoryView>('POST', '/admin/categories', 'topics', 'Add a category'),
  changeCategory: call<CategoryChange, CategoryView>('PUT', '/admin/categories/:code', 'topics', 'Edit a category'),
  removeCategory: call<void, null>('DELETE', '/admin/categories/:code', 'topics', 'Remove a category without videos'),
  homeTags: call<void, CategoryView[]>('GET', '/admin/home-tags', 'topics', "Home's tag strip, in order"),
  orderHomeTags: call<HomeTagOrder, CategoryView[]>('PUT', '/admin/home-tags', 'topics', "Set home's tag strip and its order"),
  topics: call<void, TopicView[]>('GET', '/admin/topics', 'topics', 'List topic cards'),
  addTopic: call<TopicInput, TopicView>('POST', '/admin/topics', 'topics', 'Create a topic card'),
  changeTopic: call<TopicChange, TopicView>('PUT', '/admin/topics/:id', 'topics', 'Edit a topic card'),
  removeTopic: call<void, null>('DELETE', '/admin/topics/:id', 'topics', 'Delete a topic card'),
  hotWords: call<void, HotWord[]>('GET', '/admin/hot-words', 'topics', 'List hot search words'),
  addHotWord: call<HotWord, HotWord>('POST', '/admin/hot-words', 'topics', 'Add a hot search word'),
  changeHotWord: call<HotWordChange, HotWord>('PUT', '/admin/hot-words/:word', 'topics', 'Edit a hot search word'),
  removeHotWord: call<void, null>('DELETE', '/admin/hot-words/:word', 'topics', 'Remove a hot search word'),
} as const;

export type ContentApi = typeof contentApi;

/** Where the console's resumable uploads (tus 1.0) go: POST here, then PATCH `<this>/<id>`. */
export const VIDEO_UPLOAD_PATH = '/admin/uploads';
/** The largest video file an operator may upload: 4 GiB. */
export const VIDEO_UPLOAD_MAX_BYTES = 4 * 1024 ** 3;
/** What the console sends in one request: a cut costs at most this much sent again. */
export const VIDEO_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/**
 * The media types an upload may declare (its `filetype` metadata, as the browser names the
 * file): what the usual phones, cameras and editors write. The bytes decide what is read
 * (server media/sourceFormat.ts); this list only turns away what is plainly no video.
 */
export const VIDEO_UPLOAD_TYPES = [
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
  'video/3gpp',
  'video/3gpp2',
  'video/x-matroska',
  'video/webm',
  'video/x-msvideo',
  'video/mpeg',
  'video/mp2t',
  'video/x-flv',
] as const;
/** How often the console asks for a running job's progress. */
export const JOB_POLL_MS = 1500;
