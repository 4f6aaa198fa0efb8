/*
 * PTQ Studio's AppImage type-2 runtime.
 *
 * The AppImage is this ELF followed by a squashfs image of the AppDir. At start the runtime
 * finds the image (it begins where this ELF's section headers end), then
 *   - mounts it read-only with FUSE (squashfuse's low-level operations, libfuse3) in
 *     $TMPDIR/.mount_ptqXXXXXX and runs AppRun from there, or, when FUSE cannot be used
 *     (no /dev/fuse, no fusermount3, no permission), falls back to
 *   - extracting it into $TMPDIR/appimage_extracted_ptqXXXXXX and running AppRun from there.
 * Either way the exit status of AppRun is passed through, and the mount or the extraction is
 * removed when AppRun ends.
 *
 * Options (they are never passed on to the application):
 *   --appimage-extract [PATH]       extract everything (or PATH and what is below it) into
 *                                   ./squashfs-root
 *   --appimage-extract-and-run ...  extract into a temporary folder, run, remove it
 *                                   (also when APPIMAGE_EXTRACT_AND_RUN=1)
 *   --appimage-mount                mount, print the mount point, stay until interrupted
 *   --appimage-offset               print where the squashfs image starts
 *   --appimage-version              print the runtime's version
 *   --appimage-help                 print this list
 *
 * It sets APPIMAGE (this file), APPDIR (the mount or extraction), ARGV0 and OWD (the
 * working folder at start) for AppRun. Linked statically against Debian's libsquashfuse,
 * libfuse3 and the decompressors; no GPL code is linked in (LZO is stubbed below).
 */
#define _GNU_SOURCE
#define FUSE_USE_VERSION 32

#include <squashfuse/ll.h>
#include <squashfuse/squashfuse.h>

#include <dirent.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef PTQ_RUNTIME_VERSION
#define PTQ_RUNTIME_VERSION "unknown"
#endif

/* The sections AppImage tools look for: update information and an optional signature. */
__attribute__((section(".upd_info"), used)) static char update_information[1024] = "";
__attribute__((section(".sha256_sig"), used)) static char sha256_signature[1024] = "";
__attribute__((section(".sig_key"), used)) static char signature_key[8192] = "";

/* Debian's libsquashfuse can read LZO-compressed images through liblzo2 (GPL-2+). Our images
 * are zstd; this stub keeps liblzo2 out of the runtime and refuses LZO blocks. */
int lzo1x_decompress_safe(const unsigned char *src, size_t src_len, unsigned char *dst,
                          size_t *dst_len, void *wrkmem)
{
    (void)src; (void)src_len; (void)dst; (void)dst_len; (void)wrkmem;
    return -1; /* LZO_E_ERROR */
}

static const char *program = "appimage";

static void fail(const char *what)
{
    fprintf(stderr, "%s: %s: %s\n", program, what, strerror(errno));
}

/* Where the squashfs image starts: the end of the ELF section header table. */
static long payload_offset(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    Elf64_Ehdr header;
    long offset = -1;
    if (fread(&header, sizeof header, 1, f) == 1 && memcmp(header.e_ident, ELFMAG, SELFMAG) == 0
        && header.e_ident[EI_CLASS] == ELFCLASS64) {
        offset = (long)(header.e_shoff + (uint64_t)header.e_shentsize * header.e_shnum);
    }
    fclose(f);
    return offset;
}

/* Creates every missing folder of @p path (like mkdir -p). */
static int make_path(char *path, mode_t mode)
{
    for (char *p = path + 1; *p; ++p) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(path, 0755) != 0 && errno != EEXIST) {
            *p = '/';
            return -1;
        }
        *p = '/';
    }
    if (mkdir(path, mode) != 0 && errno != EEXIST)
        return -1;
    return 0;
}

static int extract_file(sqfs *fs, sqfs_inode *inode, const char *target, mode_t mode)
{
    int out = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
    if (out < 0)
        return -1;
    static char buffer[1 << 20];
    uint64_t size = inode->xtra.reg.file_size;
    sqfs_off_t position = 0;
    while ((uint64_t)position < size) {
        sqfs_off_t chunk = (sqfs_off_t)((size - (uint64_t)position) < sizeof buffer ? size - (uint64_t)position
                                                                                   : sizeof buffer);
        if (sqfs_read_range(fs, inode, position, &chunk, buffer) != SQFS_OK || chunk <= 0) {
            close(out);
            errno = EIO;
            return -1;
        }
        for (sqfs_off_t written = 0; written < chunk;) {
            ssize_t n = write(out, buffer + written, (size_t)(chunk - written));
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                close(out);
                return -1;
            }
            written += n;
        }
        position += chunk;
    }
    if (fchmod(out, mode) != 0) { /* the umask must not strip the executable bits */
        close(out);
        return -1;
    }
    return close(out);
}

/* Extracts the image (everything, or @p only and below) into @p destination. */
static int extract(const char *image, long offset, const char *destination, const char *only)
{
    sqfs fs;
    if (sqfs_open_image(&fs, image, (size_t)offset) != SQFS_OK) {
        fprintf(stderr, "%s: %s holds no squashfs image at offset %ld\n", program, image, offset);
        return -1;
    }
    char *root = strdup(destination);
    if (!root || make_path(root, 0755) != 0) {
        fail(destination);
        free(root);
        sqfs_destroy(&fs);
        return -1;
    }
    free(root);

    sqfs_traverse trv;
    if (sqfs_traverse_open(&trv, &fs, sqfs_inode_root(&fs)) != SQFS_OK) {
        fprintf(stderr, "%s: cannot read the squashfs image in %s\n", program, image);
        sqfs_destroy(&fs);
        return -1;
    }
    int status = 0;
    sqfs_err err = SQFS_OK;
    size_t only_length = only ? strlen(only) : 0;
    while (status == 0 && sqfs_traverse_next(&trv, &err)) {
        if (trv.dir_end)
            continue;
        if (only && !(strncmp(trv.path, only, only_length) == 0
                      && (trv.path[only_length] == '\0' || trv.path[only_length] == '/'))) {
            continue;
        }
        char target[PATH_MAX];
        if (snprintf(target, sizeof target, "%s/%s", destination, trv.path) >= (int)sizeof target) {
            fprintf(stderr, "%s: path too long: %s\n", program, trv.path);
            status = -1;
            break;
        }
        sqfs_inode inode;
        if (sqfs_inode_get(&fs, &inode, sqfs_dentry_inode(&trv.entry)) != SQFS_OK) {
            fprintf(stderr, "%s: cannot read the entry %s\n", program, trv.path);
            status = -1;
            break;
        }
        const mode_t mode = inode.base.mode & 07777;
        switch (inode.base.inode_type) {
        case SQUASHFS_DIR_TYPE:
        case SQUASHFS_LDIR_TYPE: {
            char *dir = strdup(target);
            if (!dir || make_path(dir, mode | 0700) != 0) {
                fail(target);
                status = -1;
            }
            free(dir);
            break;
        }
        case SQUASHFS_REG_TYPE:
        case SQUASHFS_LREG_TYPE: {
            char *parent = strdup(target);
            char *slash = parent ? strrchr(parent, '/') : NULL;
            if (slash) {
                *slash = '\0';
                make_path(parent, 0755); /* when only a part is extracted */
            }
            free(parent);
            unlink(target);
            if (extract_file(&fs, &inode, target, mode) != 0) {
                fail(target);
                status = -1;
            }
            break;
        }
        case SQUASHFS_SYMLINK_TYPE:
        case SQUASHFS_LSYMLINK_TYPE: {
            char link[PATH_MAX];
            size_t size = sizeof link;
            if (sqfs_readlink(&fs, &inode, link, &size) != SQFS_OK) {
                fprintf(stderr, "%s: cannot read the link %s\n", program, trv.path);
                status = -1;
                break;
            }
            unlink(target);
            if (symlink(link, target) != 0) {
                fail(target);
                status = -1;
            }
            break;
        }
        default: /* devices, fifos and sockets have no place in an AppDir */
            break;
        }
    }
    if (err != SQFS_OK) {
        fprintf(stderr, "%s: the squashfs image in %s is damaged\n", program, image);
        status = -1;
    }
    sqfs_traverse_close(&trv);
    sqfs_destroy(&fs);
    return status;
}

static int remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return errno == ENOENT ? 0 : -1;
    if (!S_ISDIR(st.st_mode))
        return unlink(path);
    chmod(path, 0700);
    DIR *dir = opendir(path);
    if (!dir)
        return -1;
    struct dirent *entry;
    int status = 0;
    while ((entry = readdir(dir))) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
            continue;
        char child[PATH_MAX];
        snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
        if (remove_tree(child) != 0)
            status = -1;
    }
    closedir(dir);
    return rmdir(path) == 0 ? status : -1;
}

static const char *temp_dir(void)
{
    const char *tmp = getenv("TMPDIR");
    return tmp && *tmp ? tmp : "/tmp";
}

/* Runs APPDIR/AppRun with the user's arguments; returns its exit status (128+N for a signal). */
/* ---- Read-ahead ------------------------------------------------------------------------ */

/* Every page the program touches at start comes through the FUSE server one fault at a time.
 * The files that make-appimage.sh lists in the image's .preload (the program and the
 * libraries it loads, in the loader's order) are read here, in large reads, on a thread of the
 * runtime while the program starts: its faults then find most pages in the page cache. Only
 * system calls on static buffers: the runtime forks the application meanwhile. */
static char preload_list[16384];
static char *preload_files[512];
static int preload_count = 0;
static char preload_root[PATH_MAX];
static char preload_buffer[1 << 20];

static void *preload(void *arg)
{
    (void)arg;
    for (int i = 0; i < preload_count; ++i) {
        char path[PATH_MAX];
        size_t root = strlen(preload_root), name = strlen(preload_files[i]);
        if (root + 1 + name + 1 > sizeof path)
            continue;
        memcpy(path, preload_root, root);
        path[root] = '/';
        memcpy(path + root + 1, preload_files[i], name + 1);
        int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0)
            continue;
        while (read(fd, preload_buffer, sizeof preload_buffer) > 0) {
        }
        close(fd);
    }
    return NULL;
}

/* One reader: a second one (tried) made the start slower, its requests queued before the
 * program's own at the single-threaded server. */
static void start_preload(const char *root)
{
    if (strlen(root) + sizeof "/.preload" > sizeof preload_root)
        return;
    strcpy(preload_root, root);
    char list[sizeof preload_root];
    strcpy(list, root);
    strcat(list, "/.preload");
    int fd = open(list, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    ssize_t n = read(fd, preload_list, sizeof preload_list - 1);
    close(fd);
    if (n <= 0)
        return;
    preload_list[n] = '\0';
    char *save = NULL;
    for (char *line = strtok_r(preload_list, "\n", &save); line && preload_count < 512; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] != '/' && !strstr(line, "..")) /* inside the image only */
            preload_files[preload_count++] = line;
    }
    pthread_t thread;
    if (pthread_create(&thread, NULL, preload, NULL) == 0)
        pthread_detach(thread);
}

static volatile pid_t app_pid = 0;
static void forward_to_app(int sig)
{
    if (app_pid > 0)
        kill(app_pid, sig);
}

static int run_app(const char *appdir, const char *appimage, int argc, char **argv)
{
    char apprun[PATH_MAX];
    snprintf(apprun, sizeof apprun, "%s/AppRun", appdir);
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd))
        setenv("OWD", cwd, 1);
    setenv("APPIMAGE", appimage, 1);
    setenv("APPDIR", appdir, 1);
    setenv("ARGV0", argv[0], 1);

    char **args = calloc((size_t)argc + 1, sizeof *args);
    if (!args)
        return 127;
    args[0] = apprun;
    for (int i = 1; i < argc; ++i)
        args[i] = argv[i];

    /* The runtime only waits: ^C and friends are for the application, and a SIGTERM or SIGHUP
     * sent to the runtime is passed on to it (the runtime cleans up once it has ended). */
    signal(SIGINT, SIG_IGN);
    signal(SIGQUIT, SIG_IGN);
    pid_t child = fork();
    if (child < 0) {
        fail("fork");
        free(args);
        return 127;
    }
    if (child == 0) {
        signal(SIGINT, SIG_DFL);
        signal(SIGQUIT, SIG_DFL);
        execv(apprun, args);
        fprintf(stderr, "%s: cannot run %s: %s\n", program, apprun, strerror(errno));
        _exit(127);
    }
    free(args);
    app_pid = child;
    struct sigaction forward;
    memset(&forward, 0, sizeof forward);
    forward.sa_handler = forward_to_app;
    sigaction(SIGTERM, &forward, NULL);
    sigaction(SIGHUP, &forward, NULL);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return 1;
}

static int extract_and_run(const char *image, long offset, int argc, char **argv)
{
    char folder[PATH_MAX];
    snprintf(folder, sizeof folder, "%s/appimage_extracted_ptqXXXXXX", temp_dir());
    if (!mkdtemp(folder)) {
        fail(folder);
        return 127;
    }
    if (extract(image, offset, folder, NULL) != 0) {
        remove_tree(folder);
        return 127;
    }
    int status = run_app(folder, image, argc, argv);
    if (getenv("NO_CLEANUP") == NULL && remove_tree(folder) != 0)
        fprintf(stderr, "%s: could not remove %s\n", program, folder);
    return status;
}

/* ---- FUSE ---------------------------------------------------------------------------- */

static int fuse_usable(void)
{
    if (access("/dev/fuse", R_OK | W_OK) != 0)
        return 0;
    if (geteuid() == 0)
        return 1;
    /* Without root, libfuse3 mounts through the setuid fusermount3. */
    const char *path = getenv("PATH");
    if (!path)
        return 0;
    char *copy = strdup(path);
    int found = 0;
    for (char *save = NULL, *dir = strtok_r(copy, ":", &save); dir && !found; dir = strtok_r(NULL, ":", &save)) {
        char candidate[PATH_MAX];
        snprintf(candidate, sizeof candidate, "%s/fusermount3", dir);
        found = access(candidate, X_OK) == 0;
    }
    free(copy);
    return found;
}

/* The runtime that started the server, killed outright (SIGKILL), cannot unmount: the server
 * sees the end of this pipe, whose writing end only the runtime holds, and detaches the mount
 * lazily. The application, if it still runs, keeps reading through it; once the last file of it
 * is closed the kernel ends the session, and the server's loop with it. */
struct watch
{
    int runtime_gone; /* the reading end of the runtime's pipe */
    const char *mountpoint;
};
static volatile sig_atomic_t orphaned = 0;

static void *watch_runtime(void *arg)
{
    const struct watch *w = arg;
    char byte;
    ssize_t n;
    while ((n = read(w->runtime_gone, &byte, 1)) < 0 && errno == EINTR) {
    }
    if (n != 0)
        return NULL; /* the runtime said nothing ends here: it unmounts itself */
    orphaned = 1;
    if (geteuid() == 0) {
        umount2(w->mountpoint, MNT_DETACH);
    } else {
        pid_t p = fork();
        if (p == 0) {
            execlp("fusermount3", "fusermount3", "-u", "-z", "-q", "--", w->mountpoint, (char *)NULL);
            _exit(127);
        }
        if (p > 0)
            while (waitpid(p, NULL, 0) < 0 && errno == EINTR) {
            }
    }
    return NULL;
}

/* The FUSE server, in its own process: serves the image until SIGTERM or an unmount. Writes
 * one byte to @p ready ('1' mounted, '0' failed) so that the parent knows what happened. */
static void serve(const char *image, long offset, const char *mountpoint, int ready, int runtime_gone)
{
    /* A server started from a script may inherit ignored signals; FUSE needs them. */
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    /* Keep nothing of the parent's open: a pipe held here would never see its end. */
    for (int fd = 3; fd < 1024; ++fd) {
        if (fd != ready && fd != runtime_gone)
            close(fd);
    }
    setsid();

    sqfs_ll *ll = sqfs_ll_open(image, (size_t)offset);
    if (!ll) {
        (void)!write(ready, "0", 1);
        _exit(1);
    }
    struct fuse_lowlevel_ops ops;
    memset(&ops, 0, sizeof ops);
    ops.getattr = sqfs_ll_op_getattr;
    ops.opendir = sqfs_ll_op_opendir;
    ops.releasedir = sqfs_ll_op_releasedir;
    ops.readdir = sqfs_ll_op_readdir;
    ops.lookup = sqfs_ll_op_lookup;
    ops.open = sqfs_ll_op_open;
    ops.create = sqfs_ll_op_create;
    ops.release = sqfs_ll_op_release;
    ops.read = sqfs_ll_op_read;
    ops.readlink = sqfs_ll_op_readlink;
    ops.listxattr = sqfs_ll_op_listxattr;
    ops.getxattr = sqfs_ll_op_getxattr;
    ops.forget = sqfs_ll_op_forget;
    ops.statfs = stfs_ll_op_statfs;

    char *fuse_argv[] = {(char *)program, (char *)"-o", (char *)"ro,nodev,nosuid,fsname=ptq-appimage,subtype=appimage", NULL};
    struct fuse_args args = FUSE_ARGS_INIT(3, fuse_argv);
    sqfs_ll_chan channel;
    if (sqfs_ll_mount(&channel, mountpoint, &args, &ops, sizeof ops, ll) != SQFS_OK) {
        (void)!write(ready, "0", 1);
        _exit(1);
    }
    int status = 1;
    if (fuse_set_signal_handlers(channel.session) == 0) {
        struct watch w = {runtime_gone, mountpoint};
        pthread_t watcher;
        if (pthread_create(&watcher, NULL, watch_runtime, &w) == 0)
            pthread_detach(watcher);
        (void)!write(ready, "1", 1);
        close(ready);
        status = fuse_session_loop(channel.session) == 0 ? 0 : 1;
        fuse_remove_signal_handlers(channel.session);
    } else {
        (void)!write(ready, "0", 1);
    }
    sqfs_ll_unmount(&channel, mountpoint);
    sqfs_ll_destroy(ll);
    free(ll);
    if (orphaned)
        rmdir(mountpoint); /* the runtime that made it is gone */
    _exit(status);
}

/* Mounts the image; returns the server's pid (the mount point in @p mountpoint), or -1. */
static pid_t mount_image(const char *image, long offset, char *mountpoint, size_t size)
{
    snprintf(mountpoint, size, "%s/.mount_ptqXXXXXX", temp_dir());
    if (!mkdtemp(mountpoint))
        return -1;
    int pipefd[2];
    if (pipe(pipefd) != 0) {
        rmdir(mountpoint);
        return -1;
    }
    /* Held open by this process only (close-on-exec: the application does not inherit it), for
     * the server to notice that this process is gone. */
    int alive[2];
    if (pipe2(alive, O_CLOEXEC) != 0) {
        close(pipefd[0]);
        close(pipefd[1]);
        rmdir(mountpoint);
        return -1;
    }
    pid_t server = fork();
    if (server < 0) {
        close(pipefd[0]);
        close(pipefd[1]);
        close(alive[0]);
        close(alive[1]);
        rmdir(mountpoint);
        return -1;
    }
    if (server == 0) {
        close(pipefd[0]);
        close(alive[1]);
        serve(image, offset, mountpoint, pipefd[1], alive[0]);
    }
    close(pipefd[1]);
    close(alive[0]); /* alive[1] stays open as long as this process lives */
    char answer = '0';
    ssize_t n;
    while ((n = read(pipefd[0], &answer, 1)) < 0 && errno == EINTR) {
    }
    close(pipefd[0]);
    if (n != 1 || answer != '1') {
        waitpid(server, NULL, 0);
        rmdir(mountpoint);
        return -1;
    }
    return server;
}

static void unmount_image(pid_t server, const char *mountpoint)
{
    kill(server, SIGTERM); /* the server leaves its loop, unmounts and exits */
    while (waitpid(server, NULL, 0) < 0 && errno == EINTR) {
    }
    rmdir(mountpoint);
}

static volatile sig_atomic_t interrupted = 0;
static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

static void usage(void)
{
    printf("PTQ Studio AppImage runtime %s\n\n"
           "  --appimage-extract [PATH]       extract the AppDir (or PATH in it) into ./squashfs-root\n"
           "  --appimage-extract-and-run ...  extract into $TMPDIR, run, remove (or APPIMAGE_EXTRACT_AND_RUN=1)\n"
           "  --appimage-mount                mount the AppDir, print where, wait for Ctrl+C\n"
           "  --appimage-offset               print the offset of the squashfs image\n"
           "  --appimage-version              print the runtime's version\n"
           "  --appimage-help                 this list\n\n"
           "Without FUSE the AppImage extracts itself into $TMPDIR for each run.\n",
           PTQ_RUNTIME_VERSION);
}

int main(int argc, char **argv)
{
    (void)update_information;
    (void)sha256_signature;
    (void)signature_key;

    char image[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", image, sizeof image - 1);
    if (length <= 0) {
        fail("/proc/self/exe");
        return 127;
    }
    image[length] = '\0';
    const char *base = strrchr(argv[0], '/');
    program = base ? base + 1 : argv[0];

    long offset = payload_offset(image);
    if (offset <= 0) {
        fprintf(stderr, "%s: %s is not an AppImage (no ELF header)\n", program, image);
        return 127;
    }

    if (argc > 1 && strncmp(argv[1], "--appimage-", 11) == 0) {
        const char *option = argv[1] + 11;
        if (strcmp(option, "offset") == 0) {
            printf("%ld\n", offset);
            return 0;
        }
        if (strcmp(option, "version") == 0) {
            printf("%s\n", PTQ_RUNTIME_VERSION);
            return 0;
        }
        if (strcmp(option, "help") == 0) {
            usage();
            return 0;
        }
        if (strcmp(option, "extract") == 0) {
            char destination[PATH_MAX];
            if (!getcwd(destination, sizeof destination - 16)) {
                fail("getcwd");
                return 1;
            }
            strcat(destination, "/squashfs-root");
            const char *only = argc > 2 ? argv[2] : NULL;
            if (extract(image, offset, destination, only) != 0)
                return 1;
            printf("Extracted into %s\n", destination);
            return 0;
        }
        if (strcmp(option, "extract-and-run") == 0) {
            argv[1] = argv[0]; /* the application sees its arguments without ours */
            return extract_and_run(image, offset, argc - 1, argv + 1);
        }
        if (strcmp(option, "mount") == 0) {
            char mountpoint[PATH_MAX];
            pid_t server = mount_image(image, offset, mountpoint, sizeof mountpoint);
            if (server < 0) {
                fprintf(stderr, "%s: cannot mount %s with FUSE\n", program, image);
                return 1;
            }
            printf("%s\n", mountpoint);
            fflush(stdout);
            signal(SIGINT, on_interrupt);
            signal(SIGTERM, on_interrupt);
            while (!interrupted)
                pause();
            unmount_image(server, mountpoint);
            return 0;
        }
        fprintf(stderr, "%s: unknown option --appimage-%s (see --appimage-help)\n", program, option);
        return 1;
    }

    const char *extract_env = getenv("APPIMAGE_EXTRACT_AND_RUN");
    if (extract_env && strcmp(extract_env, "1") == 0)
        return extract_and_run(image, offset, argc, argv);

    if (fuse_usable()) {
        char mountpoint[PATH_MAX];
        pid_t server = mount_image(image, offset, mountpoint, sizeof mountpoint);
        if (server > 0) {
            start_preload(mountpoint);
            int status = run_app(mountpoint, image, argc, argv);
            unmount_image(server, mountpoint);
            return status;
        }
    }
    fprintf(stderr, "%s: FUSE is not available here; extracting into %s to run (set "
                    "APPIMAGE_EXTRACT_AND_RUN=1 to skip this message)\n", program, temp_dir());
    return extract_and_run(image, offset, argc, argv);
}
