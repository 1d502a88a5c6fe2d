/**
 * Scene music (spec §3/§4), in its two uses:
 * - under the guide: the user's scene plays in a second player while a guide plays; the user can switch this
 *   layer off, which is remembered as `closeBackgroundMusic`;
 * - alone (the background music flag): the main player plays the scene (the timer, the scene preview), and at
 *   its end the scene music restarts.
 * The state (`scene`, `sceneLayerOn`, `backgroundMusic`) is the audio store's; it calls these from its actions.
 */
import type { AudioBackend } from '../services/audio/types'
import { StorageKey, type Storage } from '../services/storage'
import { t } from '../i18n'

export interface SceneMusic {
  title: string
  music: string
  cover: string
}

/** The player the scene music plays in. */
export interface SceneHost {
  /** The user's scene (from GET userScene), or the one playing alone. */
  scene: SceneMusic | null
  /** Whether the scene plays under the guide. */
  sceneLayerOn: boolean
  /** Background music flag: the scene plays alone in the main player. */
  backgroundMusic: boolean
  readonly playing: boolean
}

export class ScenePlayer {
  constructor(
    private readonly host: SceneHost,
    private readonly storage: Storage,
    private readonly backend: AudioBackend
  ) {}

  /** The layer choice remembered from an earlier session (on unless switched off). */
  rememberedLayer(): boolean {
    return !this.storage.get(StorageKey.closeBackgroundMusic)
  }

  /** Switch the layer under the guide on or off, remember the choice and follow it now. */
  setLayer(on: boolean): void {
    this.host.sceneLayerOn = on
    if (on) this.storage.remove(StorageKey.closeBackgroundMusic)
    else this.storage.set(StorageKey.closeBackgroundMusic, 1)
    this.sync()
  }

  /** Play the scene under a guide that is playing (when the layer is on and a scene chosen); pause it otherwise. */
  sync(): void {
    const { scene, sceneLayerOn, playing, backgroundMusic } = this.host
    if (sceneLayerOn && scene && playing && !backgroundMusic) this.backend.playScene(scene.music)
    else this.backend.pauseScene()
  }

  /** The second player ended (it does not loop natively): restart it while it is wanted. */
  onLayerEnded(): void {
    const { scene, sceneLayerOn, playing, backgroundMusic } = this.host
    if (scene && (backgroundMusic || (sceneLayerOn && playing))) this.backend.playScene(scene.music)
  }

  /** Play `scene` alone in the main player (the layer under the guide pauses). */
  playAlone(scene: SceneMusic): void {
    this.backend.pauseScene()
    this.host.backgroundMusic = true
    this.host.scene = scene
    this.loadAlone(scene)
  }

  /** The main player ended: playing alone, the scene restarts (true); otherwise it was a guide (false). */
  restartAlone(): boolean {
    const { scene, backgroundMusic } = this.host
    if (!backgroundMusic || !scene) return false
    this.loadAlone(scene)
    return true
  }

  private loadAlone(scene: SceneMusic): void {
    this.backend.load({ src: scene.music, title: scene.title, album: t('audio.sceneAlbum'), cover: scene.cover })
  }
}
