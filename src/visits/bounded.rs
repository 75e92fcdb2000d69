//! A map of today's hashes (visitors, clients) that never grows past its cap and never stops
//! taking new ones: when full, a new entry takes the place of one chosen at random, in constant
//! time. A flood of made-up visitors then mostly pushes out its own (they are most of the map),
//! and a real visitor pushed out is counted again at its next page: the day's figure may count
//! someone twice, but counting never stops.

use std::collections::HashMap;

pub struct Bounded<V> {
    /// Each entry with its place in `keys`.
    map: HashMap<u64, (V, u32)>,
    keys: Vec<u64>,
    cap: usize,
}

impl<V> Bounded<V> {
    pub fn new(cap: usize) -> Bounded<V> {
        Bounded { map: HashMap::new(), keys: Vec::new(), cap: cap.clamp(1, u32::MAX as usize) }
    }

    pub fn get(&self, key: &u64) -> Option<&V> {
        self.map.get(key).map(|(v, _)| v)
    }

    pub fn get_mut(&mut self, key: &u64) -> Option<&mut V> {
        self.map.get_mut(key).map(|(v, _)| v)
    }

    pub fn contains_key(&self, key: &u64) -> bool {
        self.map.contains_key(key)
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Adds `key`, which is not in the map; when the map is full, in the place of an entry chosen
    /// at random, which is forgotten.
    pub fn insert_new(&mut self, key: u64, value: V) {
        debug_assert!(!self.map.contains_key(&key));
        if self.keys.len() < self.cap {
            self.map.insert(key, (value, self.keys.len() as u32));
            self.keys.push(key);
            return;
        }
        let slot = (rand::random::<u64>() % self.keys.len() as u64) as usize;
        let gone = std::mem::replace(&mut self.keys[slot], key);
        self.map.remove(&gone);
        self.map.insert(key, (value, slot as u32));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_map_takes_new_entries_in_the_place_of_old_ones() {
        let mut m = Bounded::new(100);
        for k in 0..1000u64 {
            m.insert_new(k, k * 2);
            assert!(m.len() <= 100);
            assert_eq!(m.get(&k), Some(&(k * 2)), "the newest is always there");
        }
        assert_eq!(m.len(), 100);
        assert_eq!(m.keys.len(), 100);
        for (k, (v, slot)) in &m.map {
            assert_eq!((m.keys[*slot as usize], *v), (*k, k * 2), "each entry knows its place");
        }
    }
}
