// libxcrypt's crypt(3): crypt_gensalt_ra picks the system's preferred hashing method
// (yescrypt) with a random salt, crypt_ra hashes a password with a given setting.
#include <crypt.h>
#include <stdlib.h>
