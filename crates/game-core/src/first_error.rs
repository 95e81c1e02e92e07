//! An iterator of results that ends with its first error: a game replayed move by move
//! stops at the first move that does not play.

/// The items of `results` up to and with the first error, which is the last.
pub fn through_first_error<T, E>(
    results: impl Iterator<Item = Result<T, E>>,
) -> impl Iterator<Item = Result<T, E>> {
    let mut stopped = false;
    results.map_while(move |result| {
        if stopped {
            return None;
        }
        stopped = result.is_err();
        Some(result)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_error_is_the_last_item() {
        let results = [Ok(1), Err('a'), Ok(2), Err('b')].into_iter();
        assert_eq!(
            through_first_error(results).collect::<Vec<_>>(),
            [Ok(1), Err('a')]
        );
    }
}
