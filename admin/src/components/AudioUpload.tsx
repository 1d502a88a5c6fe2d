/**
 * An audio file for a track: antd's Upload handing the file to tus-js-client (resumable: a retried or
 * re-chosen file continues where it stopped, `findPreviousUploads`), then waiting until the server has probed
 * and converted it (GET /admin/api/uploads/<id>: processing → ready | failed). As a form control its value is
 * the upload's id; `onReady` gives the duration read from the file.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslate } from '@refinedev/core'
import { Alert, Progress, Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import * as tus from 'tus-js-client'
import { API_URL, http } from '../providers/http'
import { storedLocale } from '../providers/i18n'

export interface MediaUpload {
  id: string
  fileName: string
  status: 'uploading' | 'processing' | 'ready' | 'failed'
  duration: number | null
  mediaPath: string | null
  memberMediaPath: string | null
  error: string | null
}

interface Props {
  value?: string | null
  onChange?: (id: string | null) => void
  onReady?: (upload: MediaUpload) => void
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function AudioUpload({ value, onChange, onReady }: Props) {
  const t = useTranslate()
  const [percent, setPercent] = useState<number | null>(null)
  const [state, setState] = useState<MediaUpload | null>(null)
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
  // an existing track: show its file
  useEffect(() => {
    if (!value || state?.id === value) return
    http
      .get<MediaUpload>(`${API_URL}/uploads/${value}`)
      .then((r) => {
        if (!alive.current) return
        setState(r.data)
        if (r.data.status === 'ready') readyRef.current?.(r.data)
      })
      .catch(() => {})
  }, [value, state?.id])

  const waitUntilProcessed = async (id: string): Promise<MediaUpload> => {
    for (let delay = 300; ; delay = Math.min(delay * 1.5, 3000)) {
      const { data } = await http.get<MediaUpload>(`${API_URL}/uploads/${id}`)
      if (!alive.current || data.status === 'ready' || data.status === 'failed') return data
      setState(data)
      await sleep(delay)
    }
  }

  return (
    <div>
      <Upload.Dragger
        accept='audio/*'
        multiple={false}
        showUploadList={false}
        customRequest={({ file, onError, onSuccess }) => {
          const f = file as File
          setError(null)
          setState(null)
          setPercent(0)
          const upload = new tus.Upload(f, {
            endpoint: `${location.origin}${API_URL}/uploads`,
            chunkSize: 5 * 1024 * 1024,
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
          <InboxOutlined />
        </p>
        <p className='ant-upload-text'>{t('upload.drag')}</p>
        <p className='ant-upload-hint'>{t('upload.hint')}</p>
      </Upload.Dragger>
      {percent !== null && percent < 100 && (
        <Progress percent={percent} aria-label={t('upload.uploading', { percent })} />
      )}
      {state?.status === 'processing' && <Alert type='info' message={t('upload.processing')} />}
      {state?.status === 'ready' && (
        <Alert
          type='success'
          data-testid='upload-ready'
          message={t('upload.ready', { name: state.fileName, duration: state.duration ?? '–' })}
        />
      )}
      {error !== null && <Alert type='error' role='alert' message={t('upload.failed', { message: error })} />}
    </div>
  )
}
