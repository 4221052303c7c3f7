// libxcrypt's crypt(3): crypt_gensalt_ra makes a setting for a named method and cost with a
// random salt, crypt_ra hashes a password with a given setting.
#include <crypt.h>
#include <stdlib.h>
