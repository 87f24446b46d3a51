/**
 * A station's short sounds, made with the Web Audio API (no sound files to ship or cache): two
 * quick rising beeps for a good scan, one low buzz for a failure — told apart without looking.
 * A browser without Web Audio (or one that has not allowed sound yet) stays silent.
 */
export type ScanSound = 'success' | 'failure';

interface Tone {
  frequency: number;
  start: number;
  length: number;
  wave: OscillatorType;
}

export const SCAN_SOUNDS: Record<ScanSound, Tone[]> = {
  success: [
    { frequency: 880, start: 0, length: 0.07, wave: 'sine' },
    { frequency: 1320, start: 0.09, length: 0.09, wave: 'sine' },
  ],
  failure: [{ frequency: 180, start: 0, length: 0.35, wave: 'square' }],
};

// One context per page, made on the first sound (kept with the constructor it came from, so a
// page that gains Web Audio later, or a test that provides it, is heard).
let context: { of: typeof AudioContext; audio: AudioContext } | undefined;

function audioContext(): AudioContext | null {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return null;
  if (context?.of !== Context) context = { of: Context, audio: new Context() };
  return context.audio;
}

export function playScanSound(sound: ScanSound) {
  try {
    const audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const now = audio.currentTime;
    for (const tone of SCAN_SOUNDS[sound]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.value = tone.frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now + tone.start);
      oscillator.stop(now + tone.start + tone.length);
    }
  } catch {
    // A sound is a courtesy: a browser that refuses it must not stop the scan.
  }
}
