//! Field loads and stores through the builder's heap cache: loads that reuse a field's known value, stores that update it.
//!
//! Must never: forget that stores go to memory at once (the cache is a shortcut, exits need nothing from it).

use super::*;

impl Recorder {
    /// A field or element access of `region`, with its alias class.
    pub(super) fn access(&mut self, opcode: Opcode, ty: Type, args: &[V], offset: i64, region: Region) -> Res<V> {
        self.emit(opcode, ty, args, Imm::Field { offset, alias: region.class() })
    }

    /// The field at byte offset `off` of `obj` (region `region`), from the heap cache or loaded.
    pub(super) fn load(&mut self, region: Region, obj: V, off: i64) -> Res<V> {
        let key = region.field(obj, off);
        if let Some(v) = self.b.known(key) {
            return Ok(v);
        }
        let v = self.access(Opcode::LoadField, Type::Ref, &[obj], off, region)?;
        self.b.learn(key, v);
        Ok(v)
    }

    /// The field at `off` of `obj` as an `Int` (it holds a small int): guarded and untagged once.
    pub(super) fn load_int(&mut self, region: Region, obj: V, off: i64) -> Res<V> {
        self.load_untagged(region, obj, off, true)
    }

    /// A field the VM only ever sets to a small int (a length, a count, an
    /// index into a sequence) as an `Int`: untagged once, with no guard.
    pub(super) fn load_small_int(&mut self, region: Region, obj: V, off: i64) -> Res<V> {
        self.load_untagged(region, obj, off, false)
    }

    fn load_untagged(&mut self, region: Region, obj: V, off: i64, guarded: bool) -> Res<V> {
        let v = self.load(region, obj, off)?;
        if self.b.trace.ty(v) == Type::Int {
            return Ok(v);
        }
        if guarded {
            self.guard(Opcode::GuardInt, &[v], Imm::None)?;
        }
        let i = self.op(Opcode::Untag, &[v])?;
        self.b.learn(region.field(obj, off), i);
        Ok(i)
    }

    /// Stores the word `word` into the field at `off` of `obj`; `known` is
    /// the value it represents (what later loads return).
    pub(super) fn store(&mut self, region: Region, obj: V, off: i64, word: V, known: V) -> Res<()> {
        self.access(Opcode::StoreField, Type::Void, &[obj, word], off, region)?;
        let known = if self.b.trace.ty(known) == Type::Bool { word } else { known };
        self.b.stored(region.field(obj, off), known);
        Ok(())
    }

    /// An object of type `ty` whose fields are the small ints `ints`,
    /// stored tagged (the heap cache knows them untagged).
    pub(super) fn alloc_small_ints(&mut self, ty: u32, region: Region, ints: &[V]) -> Res<V> {
        let mut fields = Vec::with_capacity(ints.len());
        for &x in ints {
            fields.push((self.op(Opcode::Tag, &[x])?, x));
        }
        self.alloc_object(ty, region, &fields)
    }

    /// A new object of type `ty` whose words 1.. are `fields` (each a
    /// word and the value it represents, as `store` takes them), allocated
    /// in the trace (the sink pass removes it where it does not escape),
    /// its fields known to later loads in `region`.
    pub(super) fn alloc_object(&mut self, ty: u32, region: Region, fields: &[(V, V)]) -> Res<V> {
        let header = gc::header::make_header(ty, 0);
        let o = self.emit(Opcode::Alloc, Type::Ref, &[], Imm::Alloc { size: 8 * (1 + fields.len() as i64), header })?;
        for (k, &(word, known)) in fields.iter().enumerate() {
            self.store(region, o, 8 + 8 * k as i64, word, known)?;
            self.barrier(o, word)?;
        }
        Ok(o)
    }
}
