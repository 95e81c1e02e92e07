//! Latin letters for a letter a reader's literary Braille code has no cell for
//! (`super::literary`): letters that decomposition does not reduce to a base letter are
//! spelt out (ß -> ss, ł -> l) and Cyrillic names are transliterated (Ukrainian and
//! Russian, in the common passport style) for a Polish, German or English reader, instead
//! of disappearing. Accents are left to Unicode decomposition by the caller.

/// The Latin spelling of `c`, when it is a letter that decomposition does not reduce to a-z.
pub fn latin(c: char) -> Option<&'static str> {
    let lower = c.to_lowercase().next().unwrap_or(c);
    let spelt = match lower {
        'ß' => "ss",
        'æ' => "ae",
        'œ' => "oe",
        'ø' => "o",
        'ł' => "l",
        'đ' | 'ð' => "d",
        'þ' => "th",
        'ı' => "i",
        _ => cyrillic(lower)?,
    };
    Some(spelt)
}

fn cyrillic(c: char) -> Option<&'static str> {
    Some(match c {
        'а' => "a",
        'б' => "b",
        'в' => "v",
        'г' => "h",
        'ґ' => "g",
        'д' => "d",
        'е' => "e",
        'є' => "ie",
        'ё' => "e",
        'ж' => "zh",
        'з' => "z",
        'и' => "i",
        'і' => "i",
        'ї' => "i",
        'й' => "i",
        'к' => "k",
        'л' => "l",
        'м' => "m",
        'н' => "n",
        'о' => "o",
        'п' => "p",
        'р' => "r",
        'с' => "s",
        'т' => "t",
        'у' => "u",
        'ф' => "f",
        'х' => "kh",
        'ц' => "ts",
        'ч' => "ch",
        'ш' => "sh",
        'щ' => "shch",
        'ъ' | 'ь' => "",
        'ы' => "y",
        'э' => "e",
        'ю' => "iu",
        'я' => "ia",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::latin;

    fn spell(text: &str) -> String {
        text.chars()
            .map(|c| latin(c).map_or_else(|| c.to_string(), str::to_owned))
            .collect()
    }

    #[test]
    fn names_keep_their_letters() {
        assert_eq!(spell("Weiß"), "Weiss");
        assert_eq!(spell("Łukasz"), "lukasz");
        assert_eq!(spell("Непомнящий"), "nepomniashchii");
        assert_eq!(spell("Ґудзь"), "gudz");
    }
}
