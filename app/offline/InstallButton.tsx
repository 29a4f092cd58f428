import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/**
 * 'Installer l'application': shown only when the browser offered an install
 * prompt and the app is not already running standalone. The prompt is
 * cleared after accept, dismiss or install.
 */
export function InstallButton() {
  const { t } = useTranslation()
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null)
  useEffect(() => {
    if (window.matchMedia('(display-mode: standalone)').matches) return
    const offer = (event: Event) => {
      event.preventDefault()
      setPrompt(event as InstallPromptEvent)
    }
    const installed = () => setPrompt(null)
    window.addEventListener('beforeinstallprompt', offer)
    window.addEventListener('appinstalled', installed)
    return () => {
      window.removeEventListener('beforeinstallprompt', offer)
      window.removeEventListener('appinstalled', installed)
    }
  }, [])
  if (!prompt) return null
  const install = async () => {
    await prompt.prompt()
    await prompt.userChoice.catch(() => undefined)
    setPrompt(null)
  }
  return (
    <button type="button" className="install-button" onClick={() => void install()}>
      {t('pwa.install')}
    </button>
  )
}
