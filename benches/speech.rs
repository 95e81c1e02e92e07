//! Speech latency: from a committed move (an utterance submitted to the queue) to the
//! backend call, and from spawning the espeak-ng command to its first audio sample.

use std::io::Read;
use std::process::Stdio;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use hektor::i18n::Lang;
use hektor::speech::command::CommandSpeaker;
use hektor::speech::recorder::Recorder;
use hektor::speech::{Priority, SpeechQueue, Utterance, VoiceSettings};

const BOUND: Duration = Duration::from_secs(10);

/// Submit to the queue -> the backend's `start` call (the recorder notes the instant).
fn queue_to_backend(c: &mut Criterion) {
    let (recorder, recording) = Recorder::new(Duration::ZERO);
    let queue = SpeechQueue::start(Box::new(recorder));
    let mut events = 0;
    c.bench_function("speech: move submitted -> backend call", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                let submitted = Instant::now();
                queue.say(Utterance::new("Springer Felix drei", Priority::Move));
                // Each utterance gives two events: started, finished.
                if !recording.wait_for(events + 1, BOUND) || !queue.wait_idle(BOUND) {
                    return Duration::MAX;
                }
                let started = recording.time_of(events).unwrap_or(submitted);
                total += started.duration_since(submitted);
                events += 2;
            }
            total
        });
    });
}

/// Spawning `espeak-ng -v de --stdout TEXT` (as the command backend spawns its program)
/// -> the first sample after the 44-byte WAV header.
fn espeak_first_sample(c: &mut Criterion) {
    let argv = ["espeak-ng", "-v", "de", "--stdout", "{text}"];
    let Ok(speaker) = CommandSpeaker::new(argv.map(str::to_owned).to_vec()) else {
        return;
    };
    c.bench_function("speech: espeak-ng spawn -> first audio sample", |b| {
        b.iter_custom(|iterations| {
            first_samples(&speaker, "Springer Felix drei", None, iterations)
        });
    });
}

/// The total time of `iterations` runs from spawning `speaker`'s program for `text` in
/// the voice of `lang` to the first sample after the 44-byte WAV header.
fn first_samples(
    speaker: &CommandSpeaker,
    text: &str,
    lang: Option<Lang>,
    iterations: u64,
) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iterations {
        let begun = Instant::now();
        let mut command = speaker.command(text, lang);
        command.stdout(Stdio::piped()).stderr(Stdio::null());
        let Ok(mut child) = command.spawn() else {
            return Duration::MAX;
        };
        let mut header = [0u8; 46];
        let read = child.stdout.as_mut().map(|out| out.read_exact(&mut header));
        total += begun.elapsed();
        let _ = child.kill();
        let _ = child.wait();
        if !matches!(read, Some(Ok(()))) {
            return Duration::MAX;
        }
    }
    total
}

/// A read-back in Ukrainian ("Чорні: Springer Felix sechs, правильно?"): its first
/// segment, the Ukrainian sentence, spawned with the voice the UI language gets
/// (`-v uk`) -> its first sample; and the German FIDE words with `-v de`, as the segment
/// after it is spawned.
fn espeak_first_sample_per_segment(c: &mut Criterion) {
    let argv = ["espeak-ng", "-v", "{voice}", "--stdout", "{text}"];
    let settings = VoiceSettings {
        language: "uk".to_owned(),
        ..VoiceSettings::default()
    };
    let Ok(speaker) = CommandSpeaker::with_settings(argv.map(str::to_owned).to_vec(), settings)
    else {
        return;
    };
    for (name, text, lang) in [
        ("uk sentence", "Чорні:", None),
        ("de FIDE words", "Springer Felix sechs", Some(Lang::De)),
    ] {
        c.bench_function(
            &format!("speech: segment ({name}) spawn -> first audio sample"),
            |b| {
                b.iter_custom(|iterations| first_samples(&speaker, text, lang, iterations));
            },
        );
    }
}

criterion_group!(
    benches,
    queue_to_backend,
    espeak_first_sample,
    espeak_first_sample_per_segment
);
criterion_main!(benches);
