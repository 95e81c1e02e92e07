# Печатный бланк записи партии (hektor export --format text).
# Буквы фигур: король, ферзь, ладья, слон, конь.
scoresheet-pieces = Кр Ф Л С К
scoresheet-castle-short = 0-0
scoresheet-castle-long = 0-0-0
scoresheet-draw-offer = (=)
scoresheet-unchecked-mark = (?)
scoresheet-not-legal = Ход { $number } по записи ({ $side }), { $move }, невозможен: он и ходы после него оставлены как записаны, с пометкой { $mark }, без проверки.
scoresheet-event = Турнир
scoresheet-site = Место
scoresheet-date = Дата
scoresheet-round = Тур
scoresheet-white = Белые
scoresheet-black = Чёрные
scoresheet-time-control = Контроль времени
scoresheet-result = Результат
scoresheet-unfinished = партия не окончена
scoresheet-page = Страница { $number }
scoresheet-end-checkmate = мат
scoresheet-end-stalemate = пат
scoresheet-end-resignation = сдача
scoresheet-end-time-forfeit = просрочка времени
scoresheet-end-draw-agreement = ничья по соглашению
scoresheet-end-repetition = повторение позиции
scoresheet-end-fifty-moves = правило 50 ходов
scoresheet-end-insufficient-material = недостаточно материала
scoresheet-end-adjudication = решение арбитра
scoresheet-board = Доска
