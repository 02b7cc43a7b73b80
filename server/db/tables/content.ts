// Published content (banners, texts) and users' uploaded files.
import type { Generated, Selectable } from 'kysely'
import type { ContentType, LanguageCode } from '../../../contract/api'

export interface BannersTable {
  id: Generated<number>
  key: string
  image: string
  alt: string
  link: string | null
  sort: number
}

export interface ContentItemsTable {
  id: Generated<number>
  key: string
  type: ContentType
  created_at: string
}

export interface ContentTranslationsTable {
  id: Generated<number>
  item_id: number
  lang: LanguageCode
  title: string
  /** Trusted HTML written by operators or seeds. */
  body: string
  updated_at: string
}

export interface UploadsTable {
  id: Generated<number>
  user_id: number
  /** Random file name under the uploads folder, e.g. 3f9c...e1.png */
  fname: string
  /** 'image' (/api/stream_upload) or 'payimg' (/api/stream_upload/type/payimg). */
  kind: string
  mime: string
  size: number
  created_at: string
}

export interface ContentTables {
  banners: BannersTable
  content_items: ContentItemsTable
  content_translations: ContentTranslationsTable
  uploads: UploadsTable
}

export type UploadRow = Selectable<UploadsTable>
