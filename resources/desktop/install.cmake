# Desktop integration, included by app/CMakeLists.txt (also what the AppImage's AppDir is made of).
set(ptq_desktop ${PROJECT_SOURCE_DIR}/resources/desktop)
install(FILES ${ptq_desktop}/ptq-studio.desktop DESTINATION share/applications)
install(FILES ${ptq_desktop}/ptq-studio.svg DESTINATION share/icons/hicolor/scalable/apps)
install(FILES ${ptq_desktop}/ptq-studio.png DESTINATION share/icons/hicolor/256x256/apps)
install(FILES ${ptq_desktop}/io.github.ptq_studio.PTQStudio.metainfo.xml DESTINATION share/metainfo)
# Our artifacts' file types only (the desktop file's MimeType= names them); a package's postinst or
# the desktop runs update-mime-database.
install(FILES ${ptq_desktop}/ptq-studio-mime.xml DESTINATION share/mime/packages RENAME ptq-studio.xml)
# The licence and the notices for what a package or the AppImage bundles.
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/resources/legal/third-party-notices.md
        DESTINATION share/doc/ptq-studio)
# `ptq-studio integrate` writes the same files under $XDG_DATA_HOME for an AppImage.
qt_add_resources(ptq-studio ptq_desktop PREFIX /desktop BASE ${ptq_desktop}
                 FILES ${ptq_desktop}/ptq-studio.desktop ${ptq_desktop}/ptq-studio.svg ${ptq_desktop}/ptq-studio.png
                       ${ptq_desktop}/ptq-studio-mime.xml)
