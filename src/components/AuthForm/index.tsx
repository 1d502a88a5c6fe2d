/**
 * The building blocks of every login and account form (login pages, the login panel, the bind-mobile popup,
 * change mobile, change password): labelled fields, the phone field with its nation-code picker, the code field
 * with its resend countdown, the error line and the submit button. Shared by the main package and the mine and
 * commonPage subpackages, so it lives in src/components.
 */
import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState, type ReactNode } from 'react'
import { t } from '../../i18n'
import { errorText as apiErrorText } from '../../services/http'
import { useCountdown } from '../../utils/useCountdown'
import { isEmail, isPhone } from '../../utils/validators'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import './index.scss'
import '../../i18n/zh-Hant/login'

/** Seconds before a code may be requested again (the server's per-address cool-down is 60 s). */
export const RESEND_SECONDS = 60

/** The server's code shape: 6 digits. */
export function isVerifyCode(value: string): boolean {
  return /^\d{6}$/.test(String(value ?? '').trim())
}

/** The server's password rule: 8 to 64 characters. */
export function isPassword(value: string): boolean {
  const n = String(value ?? '').length
  return n >= 8 && n <= 64
}

/** Is the account of a password login an email (else a mobile number)? */
export function looksLikeEmail(value: string): boolean {
  return value.includes('@')
}

/**
 * Validation of the common fields; returns the translated message of the first failure, or ''.
 * Each rule is spec §5 or the server's schema.
 */
export const check = {
  email: (v: string) => (isEmail(v) ? '' : t('validation.email')),
  phone: (v: string) => (isPhone(v) ? '' : t('validation.phone')),
  code: (v: string) => (!v.trim() ? t('validation.code') : isVerifyCode(v) ? '' : t('validation.codeFormat')),
  password: (v: string) => (isPassword(v) ? '' : t('validation.password')),
  passwordAgain: (a: string, b: string) =>
    !b ? t('validation.passwordAgain') : a === b ? '' : t('validation.passwordMismatch'),
  account: (v: string) => {
    const s = v.trim()
    if (!s) return t('validation.account')
    return looksLikeEmail(s) ? check.email(s) : check.phone(s)
  }
}

/** The message to show for a failed call: the server's (already in the request language) or ours. */
export function errorText(e: unknown): string {
  return apiErrorText(e, t, 'errors.unknown')
}

interface FieldProps {
  /** Used as a class suffix (`auth-field--<name>`) so tests and styles can find the field. */
  name: string
  label: string
  value: string
  placeholder?: string
  type?: 'text' | 'number'
  password?: boolean
  maxlength?: number
  disabled?: boolean
  onInput(value: string): void
  children?: ReactNode
}

/** A labelled input row; `children` sit at the end of the row (a send button, a toggle). */
export function Field({
  name,
  label,
  value,
  placeholder,
  type = 'text',
  password,
  maxlength,
  disabled,
  onInput,
  children
}: FieldProps) {
  return (
    <View className={`auth-field auth-field--${name}`}>
      <Text className='auth-field__label' aria-hidden>
        {label}
      </Text>
      <View className='auth-field__row'>
        <Input
          className='auth-field__input'
          type={type}
          password={password}
          value={value}
          maxlength={maxlength ?? 140}
          disabled={disabled || undefined}
          placeholder={placeholder}
          aria-label={label}
          onInput={(e) => onInput(e.detail.value)}
        />
        {children}
      </View>
    </View>
  )
}

/** Mobile number with the nation-code picker (default 86); the picker page sets `root.loginPanel.nationCode`. */
export function PhoneField({
  nationCode,
  value,
  onInput,
  disabled
}: {
  nationCode: string
  value: string
  onInput(v: string): void
  disabled?: boolean
}) {
  return (
    <View className='auth-field auth-field--phone'>
      <Text className='auth-field__label' aria-hidden>
        {t('login.phone')}
      </Text>
      <View className='auth-field__row'>
        <Text
          className='auth-field__nation'
          role='button'
          aria-label={t('login.nationCodeChoose', { code: nationCode })}
          onClick={() => {
            if (!disabled) navigate(Routes.loginNationCode)
          }}
        >
          +{nationCode} ▾
        </Text>
        <Input
          className='auth-field__input'
          type='number'
          maxlength={12}
          value={value}
          disabled={disabled || undefined}
          placeholder={t('login.phonePlaceholder')}
          aria-label={t('login.phone')}
          onInput={(e) => onInput(e.detail.value)}
        />
      </View>
    </View>
  )
}

/**
 * The send-code logic: validate the address first (the message shows and nothing is sent), disable the button
 * while sending and during the resend countdown.
 */
export function useCodeSender(
  send: () => Promise<unknown>,
  validate: () => string,
  onError: (msg: string) => void,
  onSent?: () => void
) {
  const [sending, setSending] = useState(false)
  const countdown = useCountdown()
  const trigger = async () => {
    if (sending || countdown.left > 0) return
    const msg = validate()
    if (msg) {
      onError(msg)
      return
    }
    onError('')
    setSending(true)
    try {
      await send()
      countdown.start(RESEND_SECONDS)
      onSent?.()
    } catch (e) {
      onError(errorText(e))
    } finally {
      setSending(false)
    }
  }
  return { sending, left: countdown.left, trigger }
}

/** The code input with its send button and countdown. */
export const CodeField = observer(function CodeField({
  value,
  onInput,
  sender
}: {
  value: string
  onInput(v: string): void
  sender: { sending: boolean; left: number; trigger(): void }
}) {
  const label =
    sender.left > 0
      ? t('login.resendIn', { count: sender.left })
      : sender.sending
        ? t('login.sending')
        : t('login.sendCode')
  return (
    <Field
      name='code'
      label={t('login.code')}
      value={value}
      type='number'
      maxlength={6}
      placeholder={t('login.codePlaceholder')}
      onInput={onInput}
    >
      <Button
        className='auth-send'
        disabled={sender.sending || sender.left > 0 || undefined}
        aria-disabled={sender.sending || sender.left > 0}
        onClick={() => sender.trigger()}
      >
        {label}
      </Button>
    </Field>
  )
})

/** A new password and its repetition (spec §5: entered twice), as every form that sets a password asks them. */
export function NewPasswordFields({
  name = 'password',
  label,
  password,
  again,
  onPassword,
  onAgain
}: {
  /** name of the first field ('password' on the login pages, 'new-password' where an old one is asked too) */
  name?: string
  label: string
  password: string
  again: string
  onPassword(v: string): void
  onAgain(v: string): void
}) {
  // a View, not a fragment: Taro H5 misplaces a fragment's children next to a conditionally rendered sibling
  return (
    <View className='auth-form__new-password'>
      <Field
        name={name}
        label={label}
        value={password}
        password
        maxlength={64}
        placeholder={t('validation.password')}
        onInput={onPassword}
      />
      <Field
        name='password-again'
        label={t('login.passwordAgain')}
        value={again}
        password
        maxlength={64}
        placeholder={t('validation.passwordAgain')}
        onInput={onAgain}
      />
    </View>
  )
}

export function FormError({ text }: { text: string }) {
  if (!text) return null
  return (
    <Text className='auth-error' role='alert'>
      {text}
    </Text>
  )
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  onClick,
  disabled
}: {
  busy: boolean
  label: string
  busyLabel?: string
  onClick(): void
  disabled?: boolean
}) {
  return (
    <Button
      className='auth-submit'
      disabled={busy || disabled || undefined}
      aria-disabled={busy || disabled}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy ? busyLabel || t('login.working') : label}
    </Button>
  )
}

/** A row of text links under a form. */
export function FormLinks({ links }: { links: { key: string; label: string; onTap(): void }[] }) {
  return (
    <View className='auth-links'>
      {links.map((l) => (
        <Text key={l.key} className={`auth-links__item auth-links__item--${l.key}`} role='link' onClick={l.onTap}>
          {l.label}
        </Text>
      ))}
    </View>
  )
}

/** Runs a submit with a busy flag and the error line. */
export function useSubmit(onError: (msg: string) => void) {
  const [busy, setBusy] = useState(false)
  const run = async (validate: () => string, action: () => Promise<unknown>) => {
    if (busy) return
    const msg = validate()
    if (msg) {
      onError(msg)
      return
    }
    onError('')
    setBusy(true)
    try {
      await action()
    } catch (e) {
      onError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
