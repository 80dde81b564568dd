// The profile photo: pick (any image under 10 MB), shrink on the device to 800x800 JPEG in a
// worker, upload with progress; or remove it. Each step says what it is doing.
import { AVATAR_COMPRESSION, avatarFileError, resolveImageUrl } from '@paws/contracts'
import type { User } from '@paws/contracts/schemas/users'
import { Camera, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { API_BASE } from '../../http/client.ts'
import { useDeleteAvatar, useUploadAvatar } from '../../api/profile.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { notify } from '../../lib/toast.ts'
import { t } from '../../i18n/index.ts'

type Step = { label: string; progress: number | null }

function initials(user: User) {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?'
}

export function AvatarCard({ user }: { user: User }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar()
  const remove = useDeleteAvatar()
  const [step, setStep] = useState<Step | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const busy = step !== null || remove.isPending
  const shown = preview ?? (user.avatarUrl ? resolveImageUrl(user.avatarUrl, API_BASE) : null)

  async function onFile(list: FileList | null) {
    const file = list?.[0]
    if (input.current) input.current.value = ''
    if (!file) return
    setError(null)
    const invalid = avatarFileError(file)
    if (invalid) return setError(t(invalid))
    try {
      setStep({ label: t('profile.preparingPhoto'), progress: 0 })
      const { compressImages } = await import('../../lib/compress-images.ts')
      const [photo] = await compressImages(
        [file],
        () => AVATAR_COMPRESSION,
        (p) => setStep({ label: t('profile.preparingPhoto'), progress: p }),
      )
      setPreview(URL.createObjectURL(photo))
      setStep({ label: t('profile.uploadingPhoto'), progress: 0 })
      await upload.mutateAsync({
        photo,
        onProgress: (p) => setStep({ label: t('profile.uploadingPhoto'), progress: p }),
      })
      notify(t('profileText.imageUploaded'), 'success')
    } catch {
      setError(t('profileText.uploadFailed'))
    } finally {
      setPreview(null)
      setStep(null)
    }
  }

  function onRemove() {
    setError(null)
    remove.mutate(undefined, {
      onSuccess: () => notify(t('profileText.imageDeleted'), 'success'),
      onError: () => setError(t('profileText.deleteImageFailed')),
    })
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('profile.profilePhoto')}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-5 sm:flex-row sm:items-center">
        <div className="relative h-28 w-28 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white shadow">
          {shown ? (
            <img src={shown} alt={t('profile.yourProfilePhoto')} className="h-full w-full object-cover" />
          ) : (
            <span
              className="grid h-full w-full place-items-center text-3xl font-bold text-brand-800"
              aria-hidden="true"
            >
              {initials(user)}
            </span>
          )}
          {step && <span className="absolute inset-0 bg-white/50" aria-hidden="true" />}
        </div>
        <div className="grid w-full gap-3 sm:w-auto">
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/*"
              className="peer sr-only"
              disabled={busy}
              onChange={(e) => void onFile(e.target.files)}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
            <label
              htmlFor={id}
              className={`btn-primary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
            >
              <Camera className="h-5 w-5" aria-hidden="true" />
              {user.avatarUrl ? t('profile.changePhoto') : t('profile.uploadPhoto')}
            </label>
            {user.avatarUrl && (
              <button type="button" className="btn-secondary text-red-800" onClick={onRemove} disabled={busy}>
                <Trash2 className="h-5 w-5" aria-hidden="true" />
                {remove.isPending ? t('profile.removing') : t('profile.removePhoto')}
              </button>
            )}
          </div>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t('profile.jpegPngWebpOr')}
          </p>
          {step && <ProgressLine step={step} />}
        </div>
      </div>
      {error && (
        <Alert tone="error" className="mt-4">
          <span id={`${id}-error`}>{error}</span>
        </Alert>
      )}
    </section>
  )
}

function ProgressLine({ step }: { step: Step }) {
  const percent = step.progress === null ? null : Math.round(step.progress * 100)
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={step.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 sm:w-64"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent ?? 100}%` }} />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {step.label} {percent !== null && `${percent}%`}
      </p>
    </div>
  )
}
