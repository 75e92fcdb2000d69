//! The one cache type: values by key, each made from the data at some version, made once however
//! many requests want it at the same time, and made again once the data has changed.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use crate::error::ApiError;

/// A value, made or being made from the data at `version`: the requests that want it while it is
/// being made wait for that one making.
pub struct Slot<T, V> {
    pub version: V,
    pub value: tokio::sync::OnceCell<Arc<T>>,
}

type Slots<K, T, V> = HashMap<K, Arc<Slot<T, V>>>;

/// Slots by key, at most `limit` of them (the map is emptied when full).
pub struct Cache<K, T, V> {
    map: Arc<Mutex<Slots<K, T, V>>>,
    limit: usize,
}

impl<K, T, V> Clone for Cache<K, T, V> {
    fn clone(&self) -> Self {
        Cache { map: self.map.clone(), limit: self.limit }
    }
}

impl<K: Hash + Eq + Clone, T, V: Ord + Copy> Cache<K, T, V> {
    pub fn new(limit: usize) -> Self {
        Cache { map: Arc::new(Mutex::new(HashMap::new())), limit }
    }

    /// The slot for `key` made from the data at `version` or later (a slot made after a newer
    /// change than the caller saw is as good as a fresh one); else a new, empty one in its place.
    pub fn at(&self, key: &K, version: V) -> Result<Arc<Slot<T, V>>, ApiError> {
        let mut map = self.map.lock().map_err(|_| ApiError::internal("cache lock poisoned"))?;
        if let Some(slot) = map.get(key).filter(|slot| slot.version >= version) {
            return Ok(slot.clone());
        }
        if map.len() >= self.limit {
            map.clear();
        }
        let slot = Arc::new(Slot { version, value: tokio::sync::OnceCell::new() });
        map.insert(key.clone(), slot.clone());
        Ok(slot)
    }

    /// The value for `key` made from the data at `version` or later: the kept one, else the one
    /// `make` makes (once for all who ask meanwhile).
    pub async fn get_or_make<F, Fut>(&self, key: &K, version: V, make: F) -> Result<Arc<T>, ApiError>
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Result<Arc<T>, ApiError>>,
    {
        let slot = self.at(key, version)?;
        slot.value.get_or_try_init(make).await.cloned()
    }

    /// Puts `value` for `key` in place of `slot`, unless a newer slot took its place meanwhile.
    pub fn replace(&self, key: &K, slot: &Arc<Slot<T, V>>, value: Arc<T>) {
        if let Ok(mut map) = self.map.lock() {
            if let Some(current) = map.get_mut(key).filter(|current| Arc::ptr_eq(current, slot)) {
                *current =
                    Arc::new(Slot { version: slot.version, value: tokio::sync::OnceCell::new_with(Some(value)) });
            }
        }
    }

    /// The slots kept now, by key.
    pub fn slots(&self) -> Vec<(K, Arc<Slot<T, V>>)> {
        self.map.lock().map(|map| map.iter().map(|(k, s)| (k.clone(), s.clone())).collect()).unwrap_or_default()
    }

    /// Forgets every value (the ones being made still reach those who wait for them).
    pub fn clear(&self) {
        if let Ok(mut map) = self.map.lock() {
            map.clear();
        }
    }

    /// How many values are kept (made or being made).
    pub fn len(&self) -> usize {
        self.map.lock().map_or(0, |map| map.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
