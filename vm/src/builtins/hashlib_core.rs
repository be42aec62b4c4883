//! The native half of `hashlib` (`_hashlib`): the message digests MD5,
//! SHA-1 and the SHA-2 family, computed by the RustCrypto crates over a
//! whole message. `vm/lib/hashlib.py` keeps a hash object's message and
//! digests it when asked.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use sha2::Digest;

pub const DEFS: &[BuiltinDef] = &[def("digest", Module("_hashlib"), digest)];

/// `digest(name, data)`: the digest of `data` by algorithm `name` (one of
/// md5, sha1, sha224, sha256, sha384, sha512).
fn digest(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("digest", &a, 2, 2)?;
    let name = vm.arg_str(vm.arg(&a, 0), "name")?;
    let view = vm.builtin_view(vm.arg(&a, 1));
    let Some(data) = bytes::buffer_data(view) else {
        return Err(vm.type_error("object supporting the buffer API required"));
    };
    let out: Vec<u8> = match name.as_str() {
        "md5" => md5::Md5::digest(data).to_vec(),
        "sha1" => sha1::Sha1::digest(data).to_vec(),
        "sha224" => sha2::Sha224::digest(data).to_vec(),
        "sha256" => sha2::Sha256::digest(data).to_vec(),
        "sha384" => sha2::Sha384::digest(data).to_vec(),
        "sha512" => sha2::Sha512::digest(data).to_vec(),
        _ => return Err(vm.value_error(&format!("unsupported hash type {}", name))),
    };
    Ok(vm.mem.new_bytes(&out))
}
