# Speech backends, `hektor voices` and `hektor speech-test`.
speech-backend-chosen = Speech output: { $backend } ({ $voice }).
speech-backend-fallback = Speech output: { $backend } ({ $voice }), because { $reasons }.
speech-reason-tts = tts failed: { $error }
speech-reason-command = no speech command: { $error }
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
