# Speech backends, `hektor voices` and `hektor speech-test`.
speech-backend-chosen = Speech output: { $backend } ({ $voice }).
speech-backend-fallback = Speech output: { $backend } ({ $voice }), because { $reasons }.
# A backend's name (--speech tts, command, screen-reader, text, none) in words of the language.
speech-backend-name = { $backend }
speech-reason-tts = tts failed: { $error }
speech-reason-command = no speech command: { $error }
speech-reason-screen-reader = no screen reader: { $error }
speech-probe = hektor
speech-test-sample = Springer Felix drei. hektor is speaking.
speech-test-backend = backend: { $backend }
speech-test-voice = voice: { $voice }
speech-test-delivered = The sample sentence was delivered.
speech-test-failed = The sample sentence was not delivered: { $error }
speech-test-silent = Speech is off (--speech none), so nothing was delivered.
speech-voices-none = The { $backend } backend has no voices to choose from; use --speech tts or --speech command.
speech-voices-failed = Cannot list the voices: { $error }
speech-dispatcher-not-installed = speech-dispatcher is not installed: install the Debian packages speech-dispatcher and speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher cannot start because it has no speech output module in { $folder } ({ $count ->
        [0] none at all
       *[other] only { $found }, which cannot speak
    }): install the Debian package speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher stopped with this error in its log { $log }: { $error }
speech-dispatcher-no-audio = speech-dispatcher runs but cannot open its sound output (its log { $log } says: { $error }): check AudioOutputMethod and AudioALSADevice in its speechd.conf and that the sound card is there, then restart it (killall speech-dispatcher)

# Why speech failed, as a phrase (inside "tts failed: ..." and the notices of a session).
speech-error-unavailable = the speech engine is not available
speech-error-no-answer = the speech engine did not answer within { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }
speech-error-no-end-reports = the speech engine cannot report when an utterance ends
speech-error-setting = the speech engine refused the { $setting ->
    [rate] rate
    [pitch] pitch
    [volume] volume
    [voice] voice
   *[other] end report
  } setting
speech-error-no-voice = the speech engine has no voice { $voice }; hektor voices lists them
speech-error-cannot-list = the speech engine cannot list its voices
speech-error-voices-unknown = hektor cannot ask { $program } for its voices; see its own documentation
speech-error-refused = the speech engine refused the utterance
speech-error-empty-command = the speech command is empty: name a program, for example espeak-ng
speech-error-no-program = none of { $programs } is on PATH
speech-error-cannot-start = the speech command { $program } cannot be started
speech-error-command-failed = the speech command { $program } failed
speech-error-command-said = the speech command { $program } failed and wrote: “{ $said }”
speech-error-cannot-watch = the speech command { $program } cannot be watched
speech-error-cannot-print = the utterance cannot be printed
speech-error-too-slow = the { $backend } backend did not finish the utterance within { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }
speech-error-stuck = the { $backend } backend did not finish “{ $text }” in time, so it was stopped; from now on any utterance that takes too long is stopped without another word
speech-error-probe = the speech engine took a test word but did not finish it within { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }; check its sound output
speech-error-not-built = this hektor was built without the speech-tts feature
speech-error-stopped = speech has stopped; the log still shows everything
speech-error-no-thread = the speech thread could not start, so speech is off
speech-notice = Speech: { $error }.
speech-voice-text = printed text
speech-voice-none = silent
speech-voice-own-command = your speech command, { $program }
speech-error-not-found = the program { $program } (speech_command) is not on PATH or cannot be run
speech-error-no-screen-reader-library = hektor found none of { $libraries } beside hektor.exe or on PATH (see “Install on Windows” in the README)
speech-error-screen-reader-not-running = { $library } found no screen reader running
speech-error-screen-reader-windows-only = a screen reader is reached directly only on Windows; here use --speech text, which a screen reader such as Orca reads

# Speech only (the screen and Braille keep the normal words): words a voice of this
# language misreads, each as written and then as the voice says it right, separated by
# commas (found with `espeak-ng -q -x -v LANG`; tests/it/speech_pronunciation.rs checks
# them). German: the spelt-out umlauts of fide-ascii; Ukrainian: the capture word б'є.
speech-respell = {""}
# The letter name said for the file "a" where the voice reads a written "a" as a word
# of its own (the English article), when one of speech-file-a-before (separated by
# commas) follows it, or nothing, or punctuation; {""}: the voice reads "a" right.
speech-file-a = eh
speech-file-a-before = one, two, three, four, five, six, seven, eight, takes, a, b, c, d, e, f, g, h, check
