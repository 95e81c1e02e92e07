# Надрукований бланк запису партії (hektor export --format text).
# Літери фігур: король, ферзь, тура, слон, кінь.
scoresheet-pieces = Кр Ф Т С К
scoresheet-castle-short = 0-0
scoresheet-castle-long = 0-0-0
scoresheet-draw-offer = (=)
scoresheet-unchecked-mark = (?)
scoresheet-not-legal = Хід { $number } за записом ({ $side }), { $move }, неможливий: він і ходи після нього залишено як записано, з позначкою { $mark }, без перевірки.
scoresheet-event = Турнір
scoresheet-site = Місце
scoresheet-date = Дата
scoresheet-round = Тур
scoresheet-white = Білі
scoresheet-black = Чорні
scoresheet-time-control = Контроль часу
scoresheet-result = Результат
scoresheet-unfinished = партію не закінчено
scoresheet-page = Сторінка { $number }
scoresheet-end-checkmate = мат
scoresheet-end-stalemate = пат
scoresheet-end-resignation = здача
scoresheet-end-time-forfeit = перевищення часу
scoresheet-end-draw-agreement = нічия за згодою
scoresheet-end-repetition = повторення позиції
scoresheet-end-fifty-moves = правило 50 ходів
scoresheet-end-insufficient-material = недостатньо матеріалу
scoresheet-end-adjudication = рішення арбітра
scoresheet-board = Дошка
