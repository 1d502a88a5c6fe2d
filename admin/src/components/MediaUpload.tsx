/**
 * An audio or video file for a track, lesson or short video: antd's Upload handing the file to tus-js-client
 * (resumable: a retried or re-chosen file continues where it stopped, `findPreviousUploads`), then waiting until
 * the server has probed and converted it (GET /admin/api/uploads/<id>: processing → ready | failed): AAC for
 * audio, HLS with a poster still for video (storage/video.ts).
 *
 * As a form control its value is the upload's id (`value`/`onChange`, what the admin API takes as
 * `mediaUploadId`/`uploadId`); `onReady` gives the ready upload: `mediaPath` (public), `memberMediaPath` (served
 * only signed), `posterPath` (video) and `duration` (whole seconds, read from the file).
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslate } from '@refinedev/core'
import { Alert, Image, Progress, Space, Upload } from 'antd'
import { InboxOutlined, VideoCameraOutlined } from '@ant-design/icons'
import * as tus from 'tus-js-client'
import { API_URL, http } from '../providers/http'
import { storedLocale } from '../providers/i18n'

/** An upload as GET /admin/api/uploads/<id> answers it. */
export interface MediaUploadState {
  id: string
  fileName: string
  kind?: 'audio' | 'video'
  status: 'uploading' | 'processing' | 'ready' | 'failed'
  duration: number | null
  mediaPath: string | null
  memberMediaPath: string | null
  posterPath?: string | null
  error: string | null
}

export interface MediaUploadProps {
  kind: 'audio' | 'video'
  value?: string | null
  onChange?: (id: string | null) => void
  onReady?: (upload: MediaUploadState) => void
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** What differs between the two kinds: accepted files, chunk size, first poll, texts and icon. */
const KINDS = {
  audio: { accept: 'audio/*', chunk: 5, firstPoll: 300, texts: 'upload', Icon: InboxOutlined },
  video: { accept: 'video/*', chunk: 8, firstPoll: 500, texts: 'videoUpload', Icon: VideoCameraOutlined }
} as const

export function MediaUpload({ kind, value, onChange, onReady }: MediaUploadProps) {
  const t = useTranslate()
  const k = KINDS[kind]
  const [percent, setPercent] = useState<number | null>(null)
  const [state, setState] = useState<MediaUploadState | null>(null)
  const [error, setError] = useState<string | null>(null)
  const alive = useRef(true)
  const readyRef = useRef(onReady)
  readyRef.current = onReady
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  // an existing track or lesson: show its file
  useEffect(() => {
    if (!value || state?.id === value) return
    http
      .get<MediaUploadState>(`${API_URL}/uploads/${value}`)
      .then((r) => {
        if (!alive.current) return
        setState(r.data)
        if (r.data.status === 'ready') readyRef.current?.(r.data)
      })
      .catch(() => {})
  }, [value, state?.id])

  const waitUntilProcessed = async (id: string): Promise<MediaUploadState> => {
    for (let delay: number = k.firstPoll; ; delay = Math.min(delay * 1.5, 3000)) {
      const { data } = await http.get<MediaUploadState>(`${API_URL}/uploads/${id}`)
      if (!alive.current || data.status === 'ready' || data.status === 'failed') return data
      setState(data)
      await sleep(delay)
    }
  }

  return (
    <div>
      <Upload.Dragger
        accept={k.accept}
        multiple={false}
        showUploadList={false}
        customRequest={({ file, onError, onSuccess }) => {
          const f = file as File
          setError(null)
          setState(null)
          setPercent(0)
          const upload = new tus.Upload(f, {
            endpoint: `${location.origin}${API_URL}/uploads`,
            chunkSize: k.chunk * 1024 * 1024,
            retryDelays: [0, 1000, 3000, 5000],
            removeFingerprintOnSuccess: true,
            metadata: { filename: f.name, filetype: f.type || 'application/octet-stream' },
            headers: { 'Accept-Language': storedLocale() },
            onProgress: (sent, total) => alive.current && setPercent(Math.round((sent / total) * 100)),
            onError: (err) => {
              if (!alive.current) return
              const body = (err as tus.DetailedError).originalResponse?.getBody()
              let message = err.message
              try {
                message = (JSON.parse(body ?? '') as { message?: string }).message ?? message
              } catch {
                // not our JSON error body
              }
              setError(message)
              setPercent(null)
              onError?.(err)
            },
            onSuccess: async () => {
              const id = upload.url!.split('/').pop()!
              setPercent(100)
              setState({
                id,
                fileName: f.name,
                status: 'processing',
                duration: null,
                mediaPath: null,
                memberMediaPath: null,
                posterPath: null,
                error: null
              })
              try {
                const done = await waitUntilProcessed(id)
                if (!alive.current) return
                setState(done)
                setPercent(null)
                if (done.status === 'ready') {
                  onChange?.(id)
                  onReady?.(done)
                  onSuccess?.(done)
                } else {
                  setError(done.error ?? '')
                }
              } catch (err) {
                if (alive.current) setError(String(err))
              }
            }
          })
          void upload.findPreviousUploads().then((previous) => {
            if (previous.length) upload.resumeFromPreviousUpload(previous[0]!)
            upload.start()
          })
        }}
      >
        <p className='ant-upload-drag-icon'>
          <k.Icon />
        </p>
        <p className='ant-upload-text'>{t(`${k.texts}.drag`)}</p>
        <p className='ant-upload-hint'>{t(`${k.texts}.hint`)}</p>
      </Upload.Dragger>
      {percent !== null && percent < 100 && (
        <Progress percent={percent} aria-label={t('upload.uploading', { percent })} />
      )}
      {state?.status === 'processing' && <Alert type='info' message={t(`${k.texts}.processing`)} />}
      {state?.status === 'ready' && (
        <Space direction='vertical' style={{ marginTop: 8 }}>
          <Alert
            type='success'
            data-testid='upload-ready'
            message={t('upload.ready', { name: state.fileName, duration: state.duration ?? '–' })}
          />
          {kind === 'video' && state.posterPath && (
            <Image
              src={state.posterPath}
              width={160}
              alt={t('videoUpload.poster', { name: state.fileName })}
              data-testid='upload-poster'
            />
          )}
        </Space>
      )}
      {error !== null && <Alert type='error' role='alert' message={t('upload.failed', { message: error })} />}
    </div>
  )
}
